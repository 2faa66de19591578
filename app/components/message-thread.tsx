import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { checkMessageBody, DEAL_LIMITS } from "../../core/deal-rules";
import type { ApiResult } from "./api-client";
import { Button } from "./button";
import { FormField } from "./form-field";
import { LocalTime } from "./local-time";

/** One message of a deal's thread, as the pages' loaders hand it over. */
export type ThreadEntry = { id: number; sender: "couple" | "business"; body: string; createdAt: string };

/**
 * The class names of a thread in its page's CSS: the couple's offer page and the business's lead
 * page draw the same thread in their own blocks. `message` is the block of one message: its
 * element gets `{message} {message}--{sender}`, its parts `{message}__who` and `{message}__body`.
 */
export type ThreadClassNames = { section: string; title: string; empty?: string; list: string; message: string; form: string };

export type MessageThreadProps = {
  messages: readonly ThreadEntry[];
  /** The side of the thread the reader is on: their messages are signed "You". */
  self: ThreadEntry["sender"];
  /** The name the other side's messages are signed with. */
  otherName: string;
  classNames: ThreadClassNames;
  /** Shown when there is no message yet. */
  emptyText: string;
  /** The composer's label. */
  replyLabel: string;
  /**
   * Sends a message (already checked with core's checkMessageBody). After a success the page's
   * data is reloaded, so the thread shows it; a failure's message is shown under the field.
   */
  send: (body: string) => Promise<ApiResult<unknown>>;
  /** The thread takes no more messages: no composer. */
  isClosed: boolean;
  /** Shown instead of the composer while the thread is closed (why it is). */
  closedNotice?: ReactNode;
};


/** A deal's message thread, oldest first, with the composer below it while the thread is open. */
export function MessageThread({ messages, self, otherName, classNames, emptyText, replyLabel, send, isClosed, closedNotice = null }: MessageThreadProps) {
  const id = useId();
  return (
    <section className={classNames.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classNames.title}>
        Messages with {otherName}
      </h2>
      {messages.length === 0 ? <p className={classNames.empty}>{emptyText}</p> : null}
      <ol className={classNames.list} aria-live="polite">
        {messages.map((message) => (
          <li key={message.id} className={`${classNames.message} ${classNames.message}--${message.sender}`}>
            <p className={`${classNames.message}__who`}>
              {message.sender === self ? "You" : otherName} · <LocalTime value={message.createdAt} />
            </p>
            <p className={`${classNames.message}__body`}>{message.body}</p>
          </li>
        ))}
      </ol>
      {isClosed ? closedNotice : <MessageComposer className={classNames.form} label={replyLabel} send={send} />}
    </section>
  );
}

/** Writes one message: checked before it is sent, the field emptied once it went. */
function MessageComposer({ className, label, send }: { className: string; label: string; send: MessageThreadProps["send"] }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const revalidator = useRevalidator();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkMessageBody(body);
    if (problem) {
      setError(problem);
      fieldRef.current?.focus();
      return;
    }
    setIsSending(true);
    const result = await send(body);
    setIsSending(false);
    if (result.ok) {
      setBody("");
      setError(null);
      await revalidator.revalidate();
      return;
    }
    if (result.status !== null) setError(result.message ?? "Something went wrong. Please try again.");
  };
  return (
    <form className={className} noValidate onSubmit={submit}>
      <FormField id={`${id}-body`} label={label} error={error}>
        {(control) => <textarea {...control} ref={fieldRef} rows={3} maxLength={DEAL_LIMITS.messageLength} value={body} onChange={(event) => setBody(event.target.value)} />}
      </FormField>
      <Button type="submit" size="md" disabled={isSending}>
        {isSending ? "Sending..." : "Send message"}
      </Button>
    </form>
  );
}
