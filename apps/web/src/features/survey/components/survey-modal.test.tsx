import type { Survey } from '@courier/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFromFields, sessionStore } from '@/lib/session-store';
import surveyAr from '@/locales/ar/survey.json';
import { jsonResponse, sessionFields } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { SurveyModal } from './survey-modal';

const survey: Survey = {
  id: 8,
  title: 'رأيك يهمنا',
  description: null,
  questions: [
    { id: 1, kind: 'rating', question: 'ما تقييمك للخدمة؟', required: true, options: [] },
    {
      id: 2,
      kind: 'choice',
      question: 'كيف عرفت عنا؟',
      required: true,
      options: [
        { id: 21, label: 'صديق' },
        { id: 22, label: 'إعلان' },
      ],
    },
    { id: 3, kind: 'text', question: 'ملاحظات أخرى', required: false, options: [] },
  ],
};

function stubAnswer() {
  const fetchMock = vi.fn(async () =>
    jsonResponse(200, { success: 1, error_msg: 'شكرًا لك', available_surveys: 0 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the survey after login', { timeout: 30_000 }, () => {
  it('sends nothing until the required questions are answered, then only the answers given', async () => {
    const fetchMock = stubAnswer();
    sessionStore.set(sessionFromFields(sessionFields({ available_surveys: 1 })));
    const user = userEvent.setup();
    renderWithProviders(<SurveyModal survey={survey} opened onPostpone={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: surveyAr.submit }));
    expect(within(dialog).getAllByText(surveyAr.required)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    // The rating alone is not enough: the choice is required too.
    // Four stars, chosen from the keyboard (jsdom has no layout for a click on a star's position).
    within(dialog)
      .getByRole('radio', { name: surveyAr.stars.replace('{{count}}', '4') })
      .focus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: surveyAr.submit }));
    expect(within(dialog).getAllByText(surveyAr.required)).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: 'إعلان' }));
    await user.type(within(dialog).getByLabelText(/ملاحظات أخرى/), '   ');
    await user.click(within(dialog).getByRole('button', { name: surveyAr.submit }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/client/survey-custom');
    // The blank optional text is left out.
    expect(JSON.parse(String(init.body))).toEqual({
      survey_id: 8,
      answers: [
        { question_id: 1, rating: 4 },
        { question_id: 2, option_id: 22 },
      ],
    });
    expect(within(dialog).queryByText(surveyAr.required)).toBeNull();
    await waitFor(() => expect(sessionStore.get()?.availableSurveys).toBe(0));
  });
});
