import type { ComposeKit } from '../../compose-kit';
import { createSecretsRepository } from './secrets.repository';
import { createSecretsService } from './secrets.service';

export function composeSecrets({ db }: ComposeKit) {
  return { secrets: createSecretsService({ secrets: createSecretsRepository(db) }) };
}
