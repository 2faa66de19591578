import { useState } from "react";
import { AvatarUpload } from "./avatar-upload";
import { DeleteAccount } from "./delete-account";
import { DetailsForm } from "./details-form";
import { PasswordForm } from "./password-form";
import type { AvatarRules, ProfileData, SavedUser } from "./profile-types";
import "./profile.css";

type ProfilePageProps = {
  profile: ProfileData;
  avatarRules: AvatarRules;
  productName: string;
  /** Runs after any change the server kept, so the header's name and picture follow. */
  onChanged: () => void;
};

/** /profile (docs/product.md §2 and §4): the member's picture, details, password and account. */
export function ProfilePage({ profile, avatarRules, productName, onChanged }: ProfilePageProps) {
  // The picture and the password state change here before the loader's data catches up.
  const [avatarUrl, setAvatarUrl] = useState(profile.avatarUrl);
  const [hasPassword, setHasPassword] = useState(profile.has_password);

  const saved = (user: SavedUser) => {
    setAvatarUrl(user.media[0]?.sizes.small ?? null);
    setHasPassword(user.has_password);
    onChanged();
  };

  return (
    <main id="main" tabIndex={-1} className="profile-page">
      <header className="profile-page__header">
        <div className="profile-page__inner">
          <h1 className="profile-page__title">Your profile</h1>
          <p className="profile-page__summary">
            {profile.name}
            {profile.memberSince ? <span className="profile-page__since"> · {profile.memberSince}</span> : null}
          </p>
        </div>
      </header>
      <div className="profile-page__inner profile-page__body">
        <AvatarUpload name={profile.name} avatarUrl={avatarUrl} rules={avatarRules} onSaved={saved} />
        <DetailsForm profile={profile} onSaved={saved} />
        <PasswordForm email={profile.email} hasPassword={hasPassword} onSaved={saved} />
        <DeleteAccount productName={productName} />
      </div>
    </main>
  );
}
