import { useId, useRef, useState, type FormEvent } from "react";
import {
  checkReportReason,
  REPORT_REASON_LENGTH,
} from "../../core/admin-moderation";
import { reportDeal } from "../../core/contracts/deal-reports";
import { callApi } from "./api-client";
import { Button } from "./button";
import { FormField } from "./form-field";
import type { ThreadEntry } from "./message-thread";
import "./report-deal.css";

export type ReportDealProps = {
  dealId: number;
  /** The reader's side: the other side's messages are the ones that can be reported. */
  self: ThreadEntry["sender"];
  /** Who the other side is, as the thread names them. */
  otherName: string;
  messages: readonly ThreadEntry[];
  /** The couple may report the offer itself; a business reports the couple's messages only. */
  canReportOffer: boolean;
  className?: string;
};

const STAMP = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const excerpt = (text: string) =>
  text.length > 60 ? `${text.slice(0, 57).trimEnd()}...` : text;

/**
 * "Report a problem": the offer, or one of the other side's messages, reported to Amora's team
 * (POST /api/v1/deals/{id}/report), which acts on it in the admin console's deals oversight.
 * Folded away until asked for; what was typed stays after a refusal.
 */
export function ReportDeal({
  dealId,
  self,
  otherName,
  messages,
  canReportOffer,
  className = "",
}: ReportDealProps) {
  const id = useId();
  const reportable = messages.filter((message) => message.sender !== self);
  const [target, setTarget] = useState(
    canReportOffer ? "" : String(reportable.at(-1)?.id ?? ""),
  );
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  if (!canReportOffer && reportable.length === 0) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkReportReason(reason);
    if (problem) {
      setError(problem);
      reasonRef.current?.focus();
      return;
    }
    const text = reason.trim();
    setIsSending(true);
    const result = await callApi(reportDeal, {
      params: { id: String(dealId) },
      body: { reason: text, ...(target ? { message_id: Number(target) } : {}) },
    });
    setIsSending(false);
    if (result.ok) {
      setReason("");
      setError(null);
      setDone(result.data.message);
      return;
    }
    if (result.status !== null)
      setError(result.message ?? "Something went wrong. Please try again.");
  };

  return (
    <details className={`report-deal ${className}`.trim()}>
      <summary className="report-deal__summary">
        Report a problem to Amora
      </summary>
      <form
        className="report-deal__form"
        noValidate
        onSubmit={submit}
        aria-label="Report a problem"
      >
        <p className="report-deal__hint">
          Something wrong, rude or unsafe? Amora's team reads every report;{" "}
          {otherName} is not told who sent it.
        </p>
        <div className="account-field">
          <label htmlFor={`${id}-target`} className="account-field__label">
            What you report
          </label>
          <select
            id={`${id}-target`}
            className="account-field__input"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          >
            {canReportOffer ? <option value="">The offer</option> : null}
            {reportable.map((message) => (
              <option key={message.id} value={message.id}>
                Message of {STAMP.format(new Date(message.createdAt))}:{" "}
                {excerpt(message.body)}
              </option>
            ))}
          </select>
        </div>
        <FormField id={`${id}-reason`} label="What is wrong" error={error}>
          {(control) => (
            <textarea
              {...control}
              ref={reasonRef}
              rows={3}
              maxLength={REPORT_REASON_LENGTH.max}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        <Button
          type="submit"
          size="md"
          hierarchy="secondary-gray"
          disabled={isSending}
        >
          {isSending ? "Sending..." : "Send report"}
        </Button>
        <p role="status" className="report-deal__done">
          {done}
        </p>
      </form>
    </details>
  );
}
