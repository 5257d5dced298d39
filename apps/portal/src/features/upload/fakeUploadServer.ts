// A stand-in for XMLHttpRequest in component tests: records each upload (headers, form fields, the file),
// reports progress and answers as the test says, at once or when the test releases it.

export interface ReceivedUpload {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  file: File | null;
}

export type UploadReply = { status: number; body: unknown } | "network-failure";

interface Pending {
  xhr: FakeXhr;
}

interface FakeXhr {
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  status: number;
  responseText: string;
}

export function fakeUploadServer() {
  const received: ReceivedUpload[] = [];
  const replies: UploadReply[] = [];
  let pending: Pending | null = null;
  let holding = false;

  const progress = (xhr: FakeXhr, loaded: number, total: number) =>
    xhr.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);

  const answer = (xhr: FakeXhr, reply: UploadReply) => {
    if (reply === "network-failure") {
      xhr.onerror?.();
      return;
    }
    progress(xhr, 100, 100);
    xhr.status = reply.status;
    xhr.responseText = JSON.stringify(reply.body);
    xhr.onload?.();
  };

  class FakeXMLHttpRequest implements FakeXhr {
    upload: FakeXhr["upload"] = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    responseText = "";
    private url = "";
    private readonly headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getResponseHeader(): string | null {
      return null;
    }

    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of body.entries()) {
        if (typeof value === "string") fields[name] = value;
        else file = value;
      }
      received.push({ url: this.url, headers: { ...this.headers }, fields, file });
      const reply = replies.shift();
      if (!reply) throw new Error("The fake upload server has no answer left");
      if (holding) {
        replies.unshift(reply);
        pending = { xhr: this };
        return;
      }
      setTimeout(() => answer(this, reply), 0);
    }
  }

  return {
    XMLHttpRequest: FakeXMLHttpRequest as unknown as typeof XMLHttpRequest,
    received,
    /** Queue the answers of the next uploads, in order. */
    reply(...next: UploadReply[]) {
      replies.push(...next);
    },
    /** Keep the next upload open until `release()`, so a test can look at its progress. */
    hold() {
      holding = true;
    },
    /** Report `loaded` of `total` bytes sent for the held upload. */
    progress(loaded: number, total: number) {
      if (!pending) throw new Error("No upload is held");
      progress(pending.xhr, loaded, total);
    },
    release() {
      holding = false;
      const held = pending;
      pending = null;
      if (!held) throw new Error("No upload is held");
      answer(held.xhr, replies.shift()!);
    },
  };
}
