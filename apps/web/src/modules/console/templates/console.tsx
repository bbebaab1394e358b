import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { StoreQueries } from '@/lib/api/query-client';
import { FALLBACK_LANG, LANGUAGE_NAMES } from '@storefront/contracts/locale';
import { getSiteInfo, storeNameOf } from '@/lib/api/system';
import { enabledPathCodes, langOfPrefix, prefixFor, servedLangs } from '@/lib/i18n/languages';
import { AgentConsole } from '@/modules/agent/components/agent-console';
import { BrowserTimeZone } from '@/modules/common/components/browser-time-zone';
import { Toaster } from '@/modules/common/components/toaster';
import { ConsoleFrame } from '../components/console-frame';
import { AuditScreen } from '../components/audit-screen';
import { ConsoleShell, type ConsoleArea } from '../components/console-shell';
import { AcceptInvitation, Setup } from '../components/join-forms';
import { OwnTotp } from '../components/own-totp';
import { StaffScreen } from '../components/staff-screen';
import { PaymentsScreen } from '../payments/payments-screen';
import { StockScreen } from '../stock/stock-screen';
import { PricesScreen } from '../prices/prices-screen';
import { CatalogueList } from '../catalogue/catalogue-list';
import { ProductEditor } from '../catalogue/product-editor';
import { OrderList } from '../orders/order-list';
import { OrderDetail } from '../orders/order-detail';
import { CustomerList } from '../customers/customer-list';
import { CustomerDetail } from '../customers/customer-detail';
import { PromotionsScreen } from '../promotions/promotions-screen';
import { ContentScreen } from '../content/content-screen';
import { SettingsScreen } from '../settings/settings-screen';
import { Dashboard } from '../dashboard/dashboard';

export type ConsoleScreen = ConsoleArea | 'setup' | 'invitation';

/**
 * /{lang}/console: the staff console (issue 14). Its code and texts travel only with these pages,
 * never with the storefront's.
 */
export async function ConsoleTemplate({
  lang,
  screen,
  token,
  slug,
  id,
}: {
  lang: string;
  screen: ConsoleScreen;
  token?: string;
  /** The product the catalogue's editor opens. */
  slug?: string;
  /** The one order or customer the screen opens (else their list). */
  id?: string;
}) {
  const enabled = enabledPathCodes();
  const [common, messages, site] = await Promise.all([
    getTranslations('common'),
    getMessages(),
    getSiteInfo(langOfPrefix(lang, enabled) ?? FALLBACK_LANG),
  ]);
  const frame = {
    lang,
    storeName: storeNameOf(site),
    languages: servedLangs(enabled).map((code) => ({
      prefix: prefixFor(code, enabled)!,
      name: LANGUAGE_NAMES[code],
    })),
  };
  let body;
  if (screen === 'setup' || screen === 'invitation') {
    body = (
      <ConsoleFrame frame={frame}>
        {screen === 'setup' ? (
          <Setup token={token ?? ''} lang={lang} />
        ) : (
          <AcceptInvitation token={token ?? ''} lang={lang} />
        )}
      </ConsoleFrame>
    );
  } else {
    body = (
      <ConsoleShell frame={frame} area={screen}>
        {screen === 'support' && (
          <BrowserTimeZone>
            <OwnTotp />
            <AgentConsole />
          </BrowserTimeZone>
        )}
        {screen === 'staff' && <StaffScreen />}
        {screen === 'audit' && <AuditScreen />}
        {screen === 'payments' && <PaymentsScreen />}
        {screen === 'stock' && <StockScreen />}
        {screen === 'prices' && <PricesScreen />}
        {screen === 'catalogue' &&
          (slug ? <ProductEditor lang={lang} slug={slug} /> : <CatalogueList lang={lang} />)}
        {screen === 'home' && <Dashboard lang={lang} />}
        {screen === 'orders' && (id ? <OrderDetail lang={lang} orderNo={id} /> : <OrderList lang={lang} />)}
        {screen === 'customers' &&
          (id ? <CustomerDetail lang={lang} id={id} /> : <CustomerList lang={lang} />)}
        {screen === 'promotions' && <PromotionsScreen lang={lang} />}
        {screen === 'content' && <ContentScreen lang={lang} />}
        {screen === 'settings' && <SettingsScreen lang={lang} />}
      </ConsoleShell>
    );
  }
  return (
    <>
      <NextIntlClientProvider
        messages={{
          console: messages.console,
          validation: messages.validation,
          consolePayments: messages.consolePayments,
          consoleStock: messages.consoleStock,
          consolePrices: messages.consolePrices,
          consoleCatalogue: messages.consoleCatalogue,
          consoleAudit: messages.consoleAudit,
          consoleOrders: messages.consoleOrders,
          consoleCustomers: messages.consoleCustomers,
          consolePromotions: messages.consolePromotions,
          consoleContent: messages.consoleContent,
          consoleSettings: messages.consoleSettings,
          consoleDashboard: messages.consoleDashboard,
          ...(screen === 'support' && supportMessages(messages)),
          ...(screen === 'customers' && { orders: orderStatuses(messages) }),
          // The payment methods' names, as the storefront's payment page gives them.
          checkout: Object.fromEntries(
            Object.entries(messages.checkout).filter(([key]) => key.startsWith('method_')),
          ),
        }}
      >
        <StoreQueries>{body}</StoreQueries>
      </NextIntlClientProvider>
      <Toaster label={common('notification')} />
    </>
  );
}

/** Customer service's texts: its own, the chat's and claims', and the order statuses in the customer's words. */
function supportMessages(messages: Awaited<ReturnType<typeof getMessages>>) {
  return {
    agent: messages.agent,
    support: messages.support,
    claims: messages.claims,
    orders: orderStatuses(messages),
  };
}

/** The order statuses in the customer's words (customer service, a customer's orders). */
function orderStatuses(messages: Awaited<ReturnType<typeof getMessages>>) {
  return Object.fromEntries(Object.entries(messages.orders).filter(([key]) => key.startsWith('status_')));
}
