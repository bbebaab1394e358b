import { startMailCatcher } from './support/mail-catcher';

/** The mail catcher lives in the runner's process for the whole run; its teardown closes it. */
export default async function globalSetup() {
  return startMailCatcher();
}
