import { translate } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../src/db/schema/clients-users';
import { surveyResponses } from '../src/db/schema/stock';
import { seedDemoStock } from '../src/db/seed/demo-stock';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 9 "Survey": GET/POST survey-custom, the login flag, answers checked against the questions. */
const t = useTestApp();

const merchant = 'merchant@demo.test';

async function clientOf(email: string) {
  const [row] = await t.database.db.select({ id: users.clientId }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function openSurvey(token: string, lang: 'ar' | 'en' = 'en') {
  const res = await t.call({ url: '/api/client/survey-custom', token, lang });
  expect(res.status).toBe(200);
  return res.body;
}

/** Answers every question: rating 4, the first option, a text. */
function fullAnswers(survey: {
  id: number;
  questions: { id: number; kind: string; options: { id: number }[] }[];
}) {
  return {
    survey_id: survey.id,
    answers: survey.questions.map((q) =>
      q.kind === 'rating'
        ? { question_id: q.id, rating: 4 }
        : q.kind === 'choice'
          ? { question_id: q.id, option_id: q.options[0]!.id }
          : { question_id: q.id, text: 'Faster pickups' },
    ),
  };
}

const post = (token: string, body: unknown, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/client/survey-custom', token, body, lang });

describe('survey-custom', () => {
  it('shows the demo survey in the caller’s language while the flag is on; answering clears it', async () => {
    await seedDemoStock(t.database.db);
    const login = await t.login(merchant);
    expect(login.available_surveys).toBe(1);
    const token = login.access_token;

    const en = await openSurvey(token, 'en');
    expect(en.available_surveys).toBe(1);
    expect(en.survey.title).toBe('How do you find our service?');
    expect(en.survey.questions.map((q: { kind: string }) => q.kind)).toEqual(['rating', 'choice', 'text']);
    const ar = await openSurvey(token, 'ar');
    expect(ar.survey.title).toBe('ما رأيك في خدمتنا؟');
    expect(ar.survey.questions[1].options[0].label).toBe('من صديق');

    const answered = await post(token, fullAnswers(en.survey));
    expect(answered.status, answered.raw.body).toBe(200);
    expect(answered.body).toMatchObject({
      success: 1,
      available_surveys: 0,
      error_msg: translate('survey.thanks', 'en'),
    });
    const [stored] = await t.database.db.select().from(surveyResponses);
    expect(stored).toMatchObject({ clientId: await clientOf(merchant), surveyId: en.survey.id });
    expect(stored!.answers).toHaveLength(3);

    expect((await t.login(merchant)).available_surveys).toBe(0);
    expect(await openSurvey(token)).toMatchObject({ survey: null, available_surveys: 0 });
    const twice = await post(token, fullAnswers(en.survey));
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SURVEY_NOT_AVAILABLE');
  });

  it('is answered once per client, also by two users at once', async () => {
    await seedDemoStock(t.database.db);
    const survey = (await openSurvey(await t.tokenFor(merchant))).survey;
    const [a, b] = await Promise.all([
      post(await t.tokenFor(merchant), fullAnswers(survey)),
      post(await t.tokenFor('employee@demo.test'), fullAnswers(survey)),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(surveyResponses)).toHaveLength(1);
  });

  it('answers field errors for missing, wrong and unknown answers, in Arabic', async () => {
    await seedDemoStock(t.database.db);
    const token = await t.tokenFor(merchant);
    const survey = (await openSurvey(token)).survey;
    const [rating, choice] = survey.questions;
    const res = await post(
      token,
      {
        survey_id: survey.id,
        answers: [
          { question_id: choice.id, option_id: 99 },
          { question_id: 9999, text: 'x' },
        ],
      },
      'ar',
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      [`answers.${rating.id}`]: [translate('survey.answerRequired', 'ar')],
      [`answers.${choice.id}`]: [translate('validation.invalid', 'ar')],
      'answers.9999': [translate('validation.invalid', 'ar')],
    });
    // The optional text question may stay empty.
    const ok = await post(token, {
      survey_id: survey.id,
      answers: [
        { question_id: rating.id, rating: 5 },
        { question_id: choice.id, option_id: choice.options[2].id },
      ],
    });
    expect(ok.status).toBe(200);
    const badRating = await post(token, {
      survey_id: survey.id,
      answers: [{ question_id: rating.id, rating: 9 }],
    });
    expect(badRating.status).toBe(422);
  });

  it('shows nothing to a client whose flag is off, and refuses its answers and a wrong survey id', async () => {
    await seedDemoStock(t.database.db);
    const merchantSurvey = (await openSurvey(await t.tokenFor(merchant))).survey;
    const token = await t.tokenFor('company@demo.test');
    expect(await openSurvey(token)).toEqual({ success: 1, survey: null, available_surveys: 0 });
    expect((await post(token, fullAnswers(merchantSurvey))).status).toBe(409);

    const other = await createAccount(t.database.db, { client: { availableSurveys: true } });
    const otherToken = await t.tokenFor(other.email);
    expect((await post(otherToken, { ...fullAnswers(merchantSurvey), survey_id: 12345 })).status).toBe(409);
    expect((await post(otherToken, { survey_id: 'x', answers: 'no' })).status).toBe(422);
    const [flag] = await t.database.db
      .select({ on: clients.availableSurveys })
      .from(clients)
      .where(eq(clients.id, other.clientId));
    expect(flag!.on).toBe(true);
  });
});
