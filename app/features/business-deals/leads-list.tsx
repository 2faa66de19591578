import { Link } from "react-router";
import { budgetLabel, occasionName } from "../../../core/deal-rules";
import type { Lead } from "../../../server/domain/deals/business-leads";
import { offerStateLabel } from "./lead-labels";
import "./business-deals.css";

/** The couples' requests matched to an active business (decision 021), newest first. */
export function LeadsList({ leads, total }: { leads: Lead[]; total: number }) {
  return (
    <section className="biz-card leads" aria-labelledby="leads-title">
      <h2 id="leads-title" className="biz-card__title">
        Couples&apos; requests
      </h2>
      {leads.length === 0 ? (
        <p>No requests yet. Requests that fit your profile arrive here and by e-mail.</p>
      ) : (
        <>
          <p className="leads__count">{total === 1 ? "1 request" : `${total} requests`}</p>
          <ul className="leads__list">
            {leads.map((lead) => (
              <li key={lead.request.id} className={`lead-row${lead.seenAt ? "" : " lead-row--new"}`}>
                <div>
                  <h3 className="lead-row__title">
                    <Link to={`/dashboard/leads/${lead.request.id}`}>
                      {occasionName(lead.request.occasion)} for {lead.coupleName}
                    </Link>
                  </h3>
                  <p className="lead-row__meta">
                    {lead.request.destinations.length > 0 ? lead.request.destinations.join(", ") : "Open to ideas"} · {lead.request.when} ·{" "}
                    {lead.request.travellers} travellers · {budgetLabel(lead.request.budget)}
                  </p>
                  <p className="lead-row__reason">{lead.reason}</p>
                </div>
                <ul className="lead-row__tags" aria-label="Status">
                  {lead.seenAt ? null : <li className="lead-tag lead-tag--new">New</li>}
                  {lead.offer ? <li className="lead-tag">{offerStateLabel(lead.offer)}</li> : <li className="lead-tag">{lead.isLateNow ? "Late response" : "Waiting for your offer"}</li>}
                  {lead.offer?.readByCouple ? <li className="lead-tag">Seen by the couple</li> : null}
                  {lead.offer?.businessHasNewMessage ? <li className="lead-tag lead-tag--new">New Message</li> : null}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
