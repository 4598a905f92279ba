import type { Session } from '@/lib/session-store';

export interface PrintSender {
  /** The client's (merchant's) name. */
  client: string;
  /** The company name, when the client ships for a company that prints its name (company settings). */
  company: string | null;
}

/** Who the label names as sender: the client, and its company when its settings ask for it. */
export function printSenderOf(
  session: Pick<Session, 'clientName' | 'hasCompany' | 'companySettings'> | null,
): PrintSender {
  const settings = session?.companySettings ?? {};
  const name = typeof settings.name === 'string' ? settings.name.trim() : '';
  const printsName = settings.print_company_name === true || settings.print_company_name === 1;
  return {
    client: session?.clientName ?? '',
    company: session?.hasCompany === 1 && printsName && name ? name : null,
  };
}
