import { headers } from 'next/headers';
import Script from 'next/script';
import { METRICA_HEADER, NONCE_HEADER } from '@/lib/security-headers';

/**
 * The Yandex Metrica counter named by system/yandexTagInfo (spec section 7). It loads when the
 * browser is idle so it never slows the page; without a counter id nothing third-party loads.
 */
export async function YandexMetrica({ tagId }: { tagId: string }) {
  // The id is interpolated into script text: only a number may get there.
  if (!/^\d{1,20}$/.test(tagId)) return null;
  // The page's policy lets the counter's hosts in once proxy.ts has seen the counter (it asks once a
  // minute); the setup is an inline script, added after load, that runs only with the page's nonce.
  const incoming = await headers();
  if (incoming.get(METRICA_HEADER) !== '1') return null;
  const nonce = incoming.get(NONCE_HEADER) ?? undefined;
  const setup =
    `window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};` +
    `window.ym.l=Date.now();` +
    `window.ym(${tagId},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true,ecommerce:'dataLayer'});`;
  return (
    <>
      <Script id="yandex-metrica-init" strategy="lazyOnload" nonce={nonce}>
        {setup}
      </Script>
      <Script src="https://mc.yandex.ru/metrika/tag.js" strategy="lazyOnload" nonce={nonce} />
    </>
  );
}
