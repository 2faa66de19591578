import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { canDo } from "../../../core/marketplace-post-states";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";
import { pausePost, resumePost, type DashboardPost, type PostChange } from "./posts-api";
import "./business-posts.css";
import { formatCount } from "../../../core/counts";

export type PostsListProps = { kind: "refused"; message: string } | { kind: "posts"; posts: DashboardPost[] };

/** Where a new post is bought (docs/product.md /marketplace-request). */
export const NEW_POST_PATH = "/marketplace-request";

/** /dashboard/posts: the business's Romance Marketplace posts with their state and figures. */
export function PostsList(props: PostsListProps) {
  return (
    <DashboardSubpage title="Marketplace posts" className="bp-page" refusal={props.kind === "refused" ? props.message : null}>
      {props.kind === "posts" ? <Posts posts={props.posts} /> : null}
    </DashboardSubpage>
  );
}

function Posts({ posts }: { posts: DashboardPost[] }) {
  return (
    <>
      <div className="bp-intro">
        <p>Your Romance Marketplace deals: edit, pause or renew them. Views are counted without cookies, once per visitor a day.</p>
        <Button to={NEW_POST_PATH} hierarchy="secondary-color">
          New post
        </Button>
      </div>
      {posts.length === 0 ? (
        <p className="biz-card">You have no marketplace posts yet. A post puts your deal on the marketplace for 30, 60 or 90 days.</p>
      ) : (
        <ul className="bp-list">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
    </>
  );
}

function PostCard({ post }: { post: DashboardPost }) {
  const headingId = `bp-post-${post.id}`;
  return (
    <li className="biz-card bp-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="bp-card__title">
        {post.listing && (post.state === "live") ? <Link to={post.listing.path}>{post.title}</Link> : post.title}
      </h2>
      <p className={`bp-state bp-state--${post.state}`}>{post.state_label}</p>
      <dl className="bp-facts">
        <div>
          <dt>Price</dt>
          <dd>{formatDollars(post.price_cents)} per stay</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{formatCount(post.views)}</dd>
        </div>
        <div>
          <dt>Deal requests</dt>
          <dd>{formatCount(post.deal_requests)}</dd>
        </div>
      </dl>
      <PostActions post={post} />
    </li>
  );
}

/** Edit, pause or resume, and renew: the buttons the post's state allows (core's table). */
export function PostActions({ post, onChanged }: { post: DashboardPost; onChanged?: (post: DashboardPost) => void }) {
  const revalidator = useRevalidator();
  const toasts = useToast();
  const [isSending, setSending] = useState(false);
  const run = async (change: () => Promise<PostChange>) => {
    if (isSending) return;
    setSending(true);
    const answer = await change();
    setSending(false);
    if (answer.ok) {
      toasts.show(answer.data.message, "success");
      onChanged?.(answer.data.data);
      void revalidator.revalidate();
    } else if (answer.status !== null) {
      toasts.show(answer.message ?? "Something went wrong. Please try again.", "error");
    }
  };
  const hidden = <span className="visually-hidden"> {post.title}</span>;
  return (
    <div className="bp-actions">
      {canDo(post.state, "edit") || canDo(post.state, "renew") ? (
        <Button to={`/dashboard/posts/${post.id}`} hierarchy="secondary-gray" size="md">
          {canDo(post.state, "edit") ? "Edit or renew" : "Renew"}
          {hidden}
        </Button>
      ) : null}
      {canDo(post.state, "pause") ? (
        <Button hierarchy="secondary-gray" size="md" disabled={isSending} onClick={() => void run(() => pausePost(post))}>
          Pause{hidden}
        </Button>
      ) : null}
      {canDo(post.state, "resume") ? (
        <Button hierarchy="secondary-color" size="md" disabled={isSending} onClick={() => void run(() => resumePost(post))}>
          Resume{hidden}
        </Button>
      ) : null}
    </div>
  );
}
