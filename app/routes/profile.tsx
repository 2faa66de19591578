import { useRevalidator } from "react-router";
import { avatarUrl, memberSince } from "../../core/member-rules";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../server/domain/accounts/set-avatar";
import { metaOrError } from "../components/route-error";
import { ProfilePage } from "../features/profile/profile-page";
import type { AvatarRules } from "../features/profile/profile-types";
import { requireMember } from "../require-member.server";
import type { Route } from "./+types/profile";

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireMember(context, "profile");
  const avatarRules: AvatarRules = {
    maxBytes: AVATAR_MAX_BYTES,
    tooLargeMessage: AVATAR_MESSAGES.tooLarge,
    accept: "image/jpeg,image/png,image/webp,image/gif,image/avif",
  };
  return {
    productName: context.publicConfig.productName,
    avatarRules,
    // Only what the page shows; the session, token and messaging fields stay on the server.
    profile: {
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      birthday: user.birthday,
      wedding_date: user.wedding_date,
      anniversary_date: user.anniversary_date,
      has_password: user.has_password,
      avatarUrl: avatarUrl(user),
      // In full here: the 15-character cut of docs/product.md §9 is the menu's.
      name: user.name.trim() || user.email,
      memberSince: memberSince(user.created_at),
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `Profile | ${loaderData.productName}` },
    { name: "description", content: "Your picture, details, password and account." },
    // A member's own page: never in search results.
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Profile({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <ProfilePage
      profile={loaderData.profile}
      avatarRules={loaderData.avatarRules}
      productName={loaderData.productName}
      onChanged={() => void revalidator.revalidate()}
    />
  );
}
