import Script from 'next/script';

/**
 * The Yandex Metrica counter named by system/yandexTagInfo (spec section 7). It loads when the
 * browser is idle so it never slows the page; without a counter id nothing third-party loads.
 */
export function YandexMetrica({ tagId }: { tagId: string }) {
  // The id is interpolated into script text: only a number may get there.
  if (!/^\d{1,20}$/.test(tagId)) return null;
  const setup =
    `window.ym=window.ym||function(){(window.ym.a=window.ym.a||[]).push(arguments)};` +
    `window.ym.l=Date.now();` +
    `window.ym(${tagId},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true,ecommerce:'dataLayer'});`;
  return (
    <>
      <Script id="yandex-metrica-init" strategy="lazyOnload">
        {setup}
      </Script>
      <Script src="https://mc.yandex.ru/metrika/tag.js" strategy="lazyOnload" />
    </>
  );
}
