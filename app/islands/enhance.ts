import { Idiomorph } from "idiomorph";

// The enhancement script (decision 025): with JavaScript on, a form or link marked `data-enhance` answers in place.
// The same request as without JavaScript (method, URL, fields, the button pressed) goes by `fetch`; the page it
// answers is morphed into this one (idiomorph), keeping scroll, focus, open sheets and typed input; the URL follows.
// A failed fetch, a server error, an answer that is another page or anything unexpected falls back to the ordinary
// submit or link: never a dead control. Without JavaScript the same forms reload the page.
//
// Marks, all set by the server's HTML:
// - `data-enhance` on a form, a submit button or a link: answer in place (a button marked "off" never does);
// - `data-enhance-live` on a form or one of its controls: submit it as a control changes (filters), once the form is
//   valid, with the button marked
//   `data-enhance-live-submit` as the one pressed, if any;
// - `data-max-bytes`, `data-too-large`, `data-wrong-type` on a file input: refuse a file beside its field before
//   it is sent; `data-upload-progress` on a `<progress>` of the form: a file's upload, as it goes.

type Submission = { method: "GET" | "POST"; url: URL; body: FormData | null; form: HTMLFormElement | null };
/** What found the control pressed again after the morph: its id, or its name and value in its form. */
type Pressed = { id: string; name: string; value: string | null; formId: string; formAction: string } | null;

const FALLBACK = "data-enhance-fallback";
let inflight: AbortController | null = null;
/**
 * A POST in place until it is answered: it spent its form's one-time token (decision 022), so a submit meanwhile
 * (a second choice, Continue) waits for the answer's new token, then goes, the latest only (`queued`).
 */
let posting = false;
let queued: (() => void) | null = null;
/** The field whose change submits a live form: focus comes back to it, not to the button submitting. */
let changed: HTMLElement | null = null;

const marked = (element: Element | null | undefined) => element?.getAttribute("data-enhance");
/** A page with a script island of its own (the stays map) reloads as without JavaScript: the island redraws. */
const islandPage = () => document.querySelector("[data-stay-map]") !== null;

function pressedOf(form: HTMLFormElement | null, submitter: HTMLElement | null): Pressed {
  if (!submitter) return null;
  return {
    id: submitter.id,
    name: submitter.getAttribute("name") ?? "",
    // A button is its name and value; a field changed (a live filter) is its name.
    value: submitter instanceof HTMLButtonElement ? (submitter.getAttribute("value") ?? "") : null,
    formId: form?.id ?? "",
    formAction: form?.getAttribute("action") ?? "",
  };
}

function submissionOf(form: HTMLFormElement, submitter: HTMLElement | null): Submission | null {
  const method = (submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toUpperCase();
  if (method !== "GET" && method !== "POST") return null;
  const url = new URL(
    submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? location.href,
    location.href,
  );
  if (url.origin !== location.origin) return null;
  const data = new FormData(form, submitter);
  if (method === "POST") return { method, url, body: data, form };
  const query = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") query.append(name, value);
  url.search = query.toString();
  return { method, url, body: null, form };
}

/** The sheet `control` is in, closed: only a sheet shown as one (its summary seen), never a column (a laptop's filters). */
function closeSheet(control: HTMLElement) {
  const sheet = control.closest("details");
  const summary = sheet?.querySelector(":scope > summary");
  if (sheet && summary && getComputedStyle(summary).display !== "none") sheet.removeAttribute("open");
}

/** This page's URL with the query a form's fields now make (an empty field says nothing). */
function stateUrl(form: HTMLFormElement, landed: URL): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) query.append(name, value);
  return `${landed.pathname}?${query.toString()}`;
}

/** Sends a form's files by XMLHttpRequest, whose upload reports its progress on the form's `<progress>`. */
function upload(submission: Submission, signal: AbortSignal, progress: HTMLProgressElement): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(submission.method, submission.url);
    xhr.responseType = "text";
    progress.hidden = false;
    progress.value = 0;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) progress.value = event.loaded / event.total;
    };
    xhr.onload = () => {
      progress.value = 1;
      const answer = new Response(xhr.response as string, {
        status: xhr.status,
        headers: { "Content-Type": xhr.getResponseHeader("Content-Type") ?? "" },
      });
      Object.defineProperty(answer, "url", { value: xhr.responseURL });
      resolve(answer);
    };
    xhr.onerror = () => reject(new Error("upload failed"));
    signal.addEventListener("abort", () => xhr.abort());
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    xhr.send(submission.body);
  });
}

/** The answer morphed into the page: its body, title and language; open sheets stay open, typed input stays. */
function morph(html: string) {
  const next = new DOMParser().parseFromString(html, "text/html");
  document.title = next.title;
  Idiomorph.morph(document.body, next.body, {
    morphStyle: "outerHTML",
    ignoreActiveValue: true,
    callbacks: {
      // A sheet or fold the traveller opened stays open and as it is (an overlay stays an overlay), though the
      // server renders it closed, or open in the page's flow.
      beforeNodeMorphed: (old, next) => {
        if (old instanceof HTMLDetailsElement && old.open && next instanceof HTMLDetailsElement) {
          next.open = true;
          next.className = old.className;
        }
        return true;
      },
    },
  });
}

/** The control pressed (or changed), found again in the page after a morph: by its id, or its name and value. */
function foundAgain(pressed: Pressed): { form: HTMLFormElement | null; control: HTMLElement | null } {
  const form =
    (pressed?.formId && (document.getElementById(pressed.formId) as HTMLFormElement | null)) ||
    (pressed?.formAction &&
      document.querySelector<HTMLFormElement>(`form[action="${CSS.escape(pressed.formAction)}"]`)) ||
    null;
  // A button may stand outside its form (`form="…"`): looked for in the page, kept if it belongs to the form.
  const named = pressed?.name
    ? [
        ...document.querySelectorAll<HTMLElement>(
          `[name="${CSS.escape(pressed.name)}"]${pressed.value === null ? "" : `[value="${CSS.escape(pressed.value)}"]`}`,
        ),
      ].find((element) => !form || (element as HTMLButtonElement).form === form)
    : undefined;
  const control = (pressed?.id && document.getElementById(pressed.id)) || named || null;
  return { form, control };
}

/** Focus after the morph: the first field in error, else the control pressed, else its stepper's number, else main. */
function refocus(pressed: Pressed) {
  const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
  const again = foundAgain(pressed).control;
  const target =
    invalid && invalid !== document.activeElement
      ? invalid
      : again && !(again as HTMLButtonElement).disabled
        ? again
        : (again?.parentElement?.querySelector<HTMLElement>("input:not([type=hidden])") ?? null);
  if (target) target.focus({ preventScroll: true });
  // What was pressed is gone (a filter's chip): the page's main region, rather than nowhere.
  else if (!document.activeElement || document.activeElement === document.body)
    document.getElementById("main")?.focus({ preventScroll: true });
}

async function answerInPlace(submission: Submission, pressed: Pressed, fallback: () => void) {
  // A GET before it is answered is dropped for the newer one; a POST is never (its form waits, below).
  if (!posting) inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  if (submission.method === "POST") posting = true;
  const busy = submission.form ?? document.querySelector("main");
  busy?.setAttribute("aria-busy", "true");
  try {
    const progress = submission.form?.querySelector<HTMLProgressElement>("progress[data-upload-progress]");
    const files = submission.body && [...submission.body.values()].some((v) => v instanceof File && v.size > 0);
    const answer =
      files && progress
        ? await upload(submission, controller.signal, progress)
        : await fetch(submission.url, {
            method: submission.method,
            body: submission.body,
            signal: controller.signal,
            credentials: "same-origin",
            headers: { Accept: "text/html" },
          });
    const landed = new URL(answer.url || submission.url.href);
    // Another page (a redirect on): go there, as the ordinary submit would have.
    if (landed.pathname !== location.pathname) return location.assign(landed.href);
    if (answer.status >= 500 || !(answer.headers.get("Content-Type") ?? "").includes("text/html")) throw new Error();
    const html = await answer.text();
    if (controller.signal.aborted) return;
    morph(html);
    // The URL follows, so that a bookmark or a reload is the page as it now stands: where a redirect landed (the
    // server's own URL for it), a link's URL, or a GET form's fields as the answer set them (the button pressed was
    // an action, not a state: a stepper's `adjust` never stays).
    // It replaces the entry: Back leaves the page, as a traveller expects of a control on it.
    const form = submission.form?.isConnected ? submission.form : null;
    if (answer.redirected || (submission.method === "GET" && !form))
      history.replaceState(history.state, "", landed.href);
    else if (submission.method === "GET" && form) history.replaceState(history.state, "", stateUrl(form, landed));
    refocus(pressed);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    fallback();
  } finally {
    if (inflight === controller) {
      inflight = null;
      busy?.removeAttribute("aria-busy");
    }
    if (submission.method === "POST") {
      posting = false;
      const next = queued;
      queued = null;
      next?.();
    }
  }
}

/** A file over its field's limit or of a type it refuses: said beside the field, and the field emptied. */
function checkFile(input: HTMLInputElement): boolean {
  const max = Number(input.dataset.maxBytes ?? "0");
  const accepted = (input.accept || "")
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  const fits = (file: File) =>
    accepted.length === 0 ||
    accepted.some((a) =>
      a.startsWith(".")
        ? file.name.toLowerCase().endsWith(a)
        : a.endsWith("/*")
          ? file.type.startsWith(a.slice(0, -1))
          : file.type === a,
    );
  const files = [...(input.files ?? [])];
  const message = files.some((f) => max > 0 && f.size > max)
    ? (input.dataset.tooLarge ?? "")
    : files.some((f) => !fits(f))
      ? (input.dataset.wrongType ?? "")
      : "";
  const said = document.getElementById(`${input.id}-check`);
  if (said) {
    said.textContent = message;
    said.hidden = message === "";
  }
  if (message) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
  if (message) input.value = "";
  return message === "";
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file][data-max-bytes]")) {
    if (input.files?.length && !checkFile(input)) {
      event.preventDefault();
      input.focus();
      return;
    }
  }
  if (form.hasAttribute(FALLBACK)) return form.removeAttribute(FALLBACK);
  if (posting && form.method.toLowerCase() === "post") {
    event.preventDefault();
    const waiting = pressedOf(form, submitter);
    const field = changed;
    changed = null;
    queued = () => {
      const { form: again, control } = foundAgain(waiting);
      const target = again ?? (form.isConnected ? form : null);
      if (!target) return;
      changed = field?.isConnected ? field : null;
      target.requestSubmit(control && (control as HTMLButtonElement).form === target ? control : null);
    };
    return;
  }
  const mark = marked(submitter) ?? marked(form);
  if (mark === null || mark === "off" || form.target || islandPage()) return;
  const submission = submissionOf(form, submitter);
  // A search sent to another page is an ordinary navigation; only what answers with this page is done in place.
  if (!submission || (submission.method === "GET" && submission.url.pathname !== location.pathname)) return;
  event.preventDefault();
  // A sheet's own button that says "done" (Apply, Show properties: a button with no name) closes the sheet, as the
  // page it loaded without JavaScript shows it; a stepper (a named button) or a choice keeps it open.
  if (submitter && !submitter.hasAttribute("name")) closeSheet(submitter);
  const pressed = pressedOf(form, changed?.closest("form") === form ? changed : submitter);
  changed = null;
  void answerInPlace(submission, pressed, () => {
    form.setAttribute(FALLBACK, "");
    form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null);
  });
});

document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-enhance]") : null;
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || link.target || link.hasAttribute("download") || islandPage()) return;
  event.preventDefault();
  // A choice in a sheet (a sort) closes it.
  closeSheet(link);
  void answerInPlace({ method: "GET", url, body: null, form: null }, null, () => location.assign(url.href));
});

document.addEventListener("change", (event) => {
  const control = event.target;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
  if (control instanceof HTMLInputElement && control.type === "file") {
    checkFile(control);
    return;
  }
  const form = control.form;
  // A choice (a list, a box, a number), not typing: a text field applies with its form's button.
  const choice = control instanceof HTMLSelectElement || ["checkbox", "radio", "number"].includes(control.type);
  const live = form?.hasAttribute("data-enhance-live") || control.hasAttribute("data-enhance-live");
  if (!form || !choice || !live || !form.checkValidity() || islandPage()) return;
  // (A select is an HTMLElement; the Workers types give `Element` an HTMLRewriter method that hides it.)
  changed = control as unknown as HTMLElement;
  form.requestSubmit(form.querySelector<HTMLElement>("[data-enhance-live-submit]"));
});

// Said on the page once the listeners are in place (tests and styles may read it).
document.documentElement.dataset.enhanced = "";
