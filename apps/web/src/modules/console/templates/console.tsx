import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { StoreQueries } from '@/lib/api/query-client';
import { PageSection } from '@/modules/common/components/page-section';
import { AuditScreen } from '../components/audit-screen';
import { ConsoleShell, type ConsoleArea } from '../components/console-shell';
import { AcceptInvitation, Setup } from '../components/join-forms';
import { StaffScreen } from '../components/staff-screen';
import { PaymentsScreen } from '../payments/payments-screen';

export type ConsoleScreen = ConsoleArea | 'setup' | 'invitation';

/**
 * /{lang}/console: the staff console (issue 14). Its code and texts travel only with these pages,
 * never with the storefront's.
 */
export async function ConsoleTemplate({
  lang,
  screen,
  token,
}: {
  lang: string;
  screen: ConsoleScreen;
  token?: string;
}) {
  const [t, messages] = await Promise.all([getTranslations('console'), getMessages()]);
  let body;
  if (screen === 'setup') body = <Setup token={token ?? ''} lang={lang} />;
  else if (screen === 'invitation') body = <AcceptInvitation token={token ?? ''} lang={lang} />;
  else {
    body = (
      <ConsoleShell lang={lang} area={screen}>
        {screen === 'staff' && <StaffScreen />}
        {screen === 'audit' && <AuditScreen />}
        {screen === 'payments' && <PaymentsScreen />}
      </ConsoleShell>
    );
  }
  return (
    <PageSection title={t('title')}>
      <NextIntlClientProvider
        messages={{
          console: messages.console,
          validation: messages.validation,
          consolePayments: messages.consolePayments,
          // The payment methods' names, as the storefront's payment page gives them.
          checkout: Object.fromEntries(
            Object.entries(messages.checkout).filter(([key]) => key.startsWith('method_')),
          ),
        }}
      >
        <StoreQueries>{body}</StoreQueries>
      </NextIntlClientProvider>
    </PageSection>
  );
}
