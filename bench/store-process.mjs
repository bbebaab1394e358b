// What every benchmark does around the store it measures: check that its ports are free, and wait
// for the store it started to answer.

/** Whether anything answers at `url`. */
export async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until `url` answers 200, polling twice a second for at most `minutes`. Gives up at once
 * when `stopped()` says the process meant to answer has ended (its reason is on stderr).
 */
export async function ready(url, { minutes = 5, stopped = () => false } = {}) {
  for (let i = 0; i < minutes * 120; i++) {
    if (stopped()) throw new Error(`the process behind ${url} stopped`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still building or starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${minutes} minutes`);
}
