import cn from '../../apps/web/messages/cn.json';
import en from '../../apps/web/messages/en.json';
import ru from '../../apps/web/messages/ru.json';

/** The texts a customer reads, from the same message files the storefront renders. */
export const messages = { en, ru, cn } as const;
