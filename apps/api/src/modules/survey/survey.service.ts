import {
  translate,
  type Language,
  type MessageKey,
  type Survey,
  type SurveyAnswer,
  type SurveyBody,
} from '@courier/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { SurveyAnswerValue, SurveyRecord, SurveyRepository } from './survey.repository';

export interface SurveyDeps {
  surveys: SurveyRepository;
  accounts: Pick<AccountsService, 'setAvailableSurveys'>;
  transaction: RunInTransaction;
}

function toSurvey(record: SurveyRecord, lang: Language): Survey {
  const en = lang === 'en';
  return {
    id: record.id,
    title: en ? record.titleEn : record.titleAr,
    description: en ? record.descriptionEn : record.descriptionAr,
    questions: record.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      question: en ? q.questionEn : q.questionAr,
      required: q.required,
      options: q.options.map((o) => ({ id: o.id, label: en ? o.en : o.ar })),
    })),
  };
}

/** Checks every answer against its question; field errors are keyed `answers.<question id>`. */
function checkedAnswers(record: SurveyRecord, answers: SurveyAnswer[]): SurveyAnswerValue[] {
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  const errors: Record<string, MessageKey[]> = {};
  const values: SurveyAnswerValue[] = [];
  for (const q of record.questions) {
    const a = byQuestion.get(q.id);
    byQuestion.delete(q.id);
    const field = `answers.${q.id}`;
    const given =
      q.kind === 'rating' ? a?.rating : q.kind === 'choice' ? a?.option_id : a?.text ? a.text : undefined;
    if (given === undefined) {
      if (q.required) errors[field] = ['survey.answerRequired'];
      continue;
    }
    if (q.kind === 'choice' && !q.options.some((o) => o.id === a!.option_id)) {
      errors[field] = ['validation.invalid'];
      continue;
    }
    values.push(
      q.kind === 'rating'
        ? { question_id: q.id, rating: a!.rating! }
        : q.kind === 'choice'
          ? { question_id: q.id, option_id: a!.option_id! }
          : { question_id: q.id, text: a!.text! },
    );
  }
  // Answers to questions this survey does not have.
  for (const id of byQuestion.keys()) errors[`answers.${id}`] = ['validation.invalid'];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  return values;
}

/** The survey of spec §7 `survey-custom`: shown while the client's flag is on; answering clears it. */
export function createSurveyService(deps: SurveyDeps) {
  return {
    async current(clientId: number, lang: Language) {
      const record = await deps.surveys.openSurvey(clientId);
      return { survey: record ? toSurvey(record, lang) : null, available_surveys: record ? 1 : 0 } as const;
    },

    async answer(session: { clientId: number; userId: number }, body: SurveyBody, lang: Language) {
      return deps.transaction(async (tx) => {
        const record = await deps.surveys.openSurvey(session.clientId, tx);
        if (!record || record.id !== body.survey_id) throw new AppError('SURVEY_NOT_AVAILABLE');
        const answers = checkedAnswers(record, body.answers);
        const inserted = await deps.surveys.insertResponse(
          { surveyId: record.id, clientId: session.clientId, userId: session.userId, answers },
          tx,
        );
        if (!inserted) throw new AppError('SURVEY_NOT_AVAILABLE');
        const next = await deps.surveys.openSurvey(session.clientId, tx);
        if (!next) await deps.accounts.setAvailableSurveys(session.clientId, false, tx);
        return {
          error_msg: translate('survey.thanks', lang),
          available_surveys: next ? 1 : 0,
        } as const;
      });
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
