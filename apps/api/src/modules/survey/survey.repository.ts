import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clients } from '../../db/schema/clients-users';
import {
  surveyQuestions,
  surveyResponses,
  surveys,
  type SurveyAnswerValue,
  type SurveyOption,
} from '../../db/schema/stock';

export type { SurveyAnswerValue };

export interface SurveyRecord {
  id: number;
  titleAr: string;
  titleEn: string;
  descriptionAr: string | null;
  descriptionEn: string | null;
  questions: {
    id: number;
    kind: 'rating' | 'choice' | 'text';
    questionAr: string;
    questionEn: string;
    required: boolean;
    options: SurveyOption[];
  }[];
}

/** The only SQL of surveys: which survey a client may answer, and its answers (once per client). */
export function createSurveyRepository(db: Db) {
  return {
    /** The newest active survey the client has not answered, when its flag asks for one. */
    async openSurvey(clientId: number, tx: Db = db): Promise<SurveyRecord | null> {
      const [survey] = await tx
        .select({
          id: surveys.id,
          titleAr: surveys.titleAr,
          titleEn: surveys.titleEn,
          descriptionAr: surveys.descriptionAr,
          descriptionEn: surveys.descriptionEn,
        })
        .from(surveys)
        .innerJoin(clients, and(eq(clients.id, clientId), eq(clients.availableSurveys, true)))
        .where(
          and(
            eq(surveys.active, true),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(surveyResponses)
                .where(and(eq(surveyResponses.surveyId, surveys.id), eq(surveyResponses.clientId, clientId))),
            ),
          ),
        )
        .orderBy(desc(surveys.id))
        .limit(1);
      if (!survey) return null;
      const questions = await tx
        .select({
          id: surveyQuestions.id,
          kind: surveyQuestions.kind,
          questionAr: surveyQuestions.questionAr,
          questionEn: surveyQuestions.questionEn,
          required: surveyQuestions.required,
          options: surveyQuestions.options,
        })
        .from(surveyQuestions)
        .where(eq(surveyQuestions.surveyId, survey.id))
        .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
      return { ...survey, questions };
    },

    /** False when the client had already answered this survey. */
    async insertResponse(
      values: { surveyId: number; clientId: number; userId: number; answers: SurveyAnswerValue[] },
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(surveyResponses)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: surveyResponses.id });
      return rows.length > 0;
    },
  };
}

export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
