import type { Survey, SurveyAnswer, SurveyQuestion } from '@courier/contracts';
import { Button, Group, Radio, Rating, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutosizeTextarea } from '@/components/ui/autosize-textarea';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useAnswerSurvey } from '../api/answer-survey';

type Answers = Record<number, { rating?: number; option_id?: number; text?: string }>;

interface SurveyModalProps {
  survey: Survey;
  opened: boolean;
  /** "Later": hides it until the next login. */
  onPostpone: () => void;
}

function answerOf(question: SurveyQuestion, value: Answers[number] | undefined): SurveyAnswer | null {
  if (question.kind === 'rating')
    return value?.rating ? { question_id: question.id, rating: value.rating } : null;
  if (question.kind === 'choice')
    return value?.option_id ? { question_id: question.id, option_id: value.option_id } : null;
  const text = value?.text?.trim();
  return text ? { question_id: question.id, text } : null;
}

/** The survey after login (spec §3, issue 9): rating, choice and free-text questions; can be postponed. */
export function SurveyModal({ survey, opened, onPostpone }: SurveyModalProps) {
  const { t } = useTranslation('survey');
  const answer = useAnswerSurvey();
  const [values, setValues] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const set = (id: number, patch: Answers[number]) =>
    setValues((v) => ({ ...v, [id]: { ...v[id], ...patch } }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      survey.questions
        .filter((q) => q.required && !answerOf(q, values[q.id]))
        .map((q) => [q.id, t('required')] as const),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const done = await answer.mutateAsync({
        survey_id: survey.id,
        answers: survey.questions.flatMap((q) => answerOf(q, values[q.id]) ?? []),
      });
      toast.success(done.error_msg);
    } catch (error) {
      if (isApiError(error)) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fieldErrors).flatMap(([field, messages]) => {
              const id = Number(field.replace('answers.', ''));
              return Number.isInteger(id) && messages[0] ? [[id, messages[0]]] : [];
            }),
          ),
        );
      }
    }
  };

  return (
    <Dialog
      opened={opened}
      onClose={onPostpone}
      size="lg"
      title={survey.title}
      closeButtonProps={{ 'aria-label': t('later') }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="lg">
          {survey.description && <Text size="sm">{survey.description}</Text>}
          <ApiErrorAlert error={answer.error} />
          {survey.questions.map((q, i) => {
            const label = `${i + 1}. ${q.question}`;
            const error = errors[q.id];
            const errorId = `survey-q${q.id}-error`;
            const errorText = error && (
              <Text id={errorId} size="sm" c="red.9">
                {error}
              </Text>
            );
            if (q.kind === 'rating')
              return (
                <fieldset
                  key={q.id}
                  style={{ border: 0, margin: 0, padding: 0 }}
                  aria-describedby={error ? errorId : undefined}
                >
                  <Text component="legend" size="sm" fw={500} mb={4}>
                    {label}
                    {q.required && ' *'}
                  </Text>
                  <Rating
                    size="lg"
                    value={values[q.id]?.rating ?? 0}
                    onChange={(rating) => set(q.id, { rating })}
                    // Mantine passes the symbol's value (1 to 5), not its index.
                    getSymbolLabel={(value) => t('stars', { count: value })}
                  />
                  {errorText}
                </fieldset>
              );
            if (q.kind === 'choice')
              return (
                <Radio.Group
                  key={q.id}
                  label={label}
                  withAsterisk={q.required}
                  value={values[q.id]?.option_id ? String(values[q.id]!.option_id) : null}
                  onChange={(v) => set(q.id, { option_id: Number(v) })}
                  error={error}
                >
                  <Stack gap={6} mt={6}>
                    {q.options.map((o) => (
                      <Radio key={o.id} value={String(o.id)} label={o.label} />
                    ))}
                  </Stack>
                </Radio.Group>
              );
            return (
              <AutosizeTextarea
                key={q.id}
                label={label}
                withAsterisk={q.required}
                minRows={2}
                maxLength={1000}
                value={values[q.id]?.text ?? ''}
                onChange={(e) => set(q.id, { text: e.currentTarget.value })}
                error={error}
              />
            );
          })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onPostpone} disabled={answer.isPending}>
              {t('later')}
            </Button>
            <Button type="submit" loading={answer.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
