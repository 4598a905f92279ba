import { useDeferredValue, useState } from 'react';
import { sessionStore } from '@/lib/session-store';
import { readText, storageKeys, writeText } from '@/lib/storage';
import { useSurvey } from '../api/get-survey';
import { SurveyModal } from './survey-modal';

/**
 * Opens the survey after login while the session says available_surveys = 1. "Later" hides it until
 * the next login, in every tab (local storage, marked with the login's token: a page opened in a new tab
 * is the same login); answering clears the flag.
 */
export function SurveyPrompt({ enabled }: { enabled: boolean }) {
  // Postponed for this login only: the mark names the login it was given in.
  const mark = (sessionStore.get()?.token ?? '').slice(-12);
  const [postponed, setPostponed] = useState(() => readText(storageKeys.surveyPostponed) === mark);
  const query = useSurvey(enabled && !postponed);
  // The modal (its form, focus trap, autosized answer box) renders in a transition, time-sliced: a
  // query's answer is a synchronous update, and this one arrives in the first seconds of every page
  // after login (decision 006: ~400 ms of one task on /SavedOrder at 4x throttle).
  const survey = useDeferredValue(query.data?.survey);
  if (!enabled || postponed || !survey) return null;
  return (
    <SurveyModal
      survey={survey}
      opened
      onPostpone={() => {
        writeText(storageKeys.surveyPostponed, mark);
        setPostponed(true);
      }}
    />
  );
}
