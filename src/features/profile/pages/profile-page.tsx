import { QueryError } from '@/components/query-state/query-error';
import { useTranslation } from '@/lib/i18n-react';
import { useProfile } from '../api';
import { AboutCard } from '../components/about-card';
import { LatestPhotosCard } from '../components/latest-photos-card';
import { PollCard } from '../components/poll-card';
import { PostsFeed } from '../components/posts-feed';
import { ProfileHeader, profileSections } from '../components/profile-header';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { SuggestedPagesCard } from '../components/suggested-pages-card';
import { SuggestionsCard } from '../components/suggestions-card';
import { TwitterFeedCard } from '../components/twitter-feed-card';
import classes from '../components/profile.module.css';

export const namespaces = ['profile'] as const;

/** `/pages/profile`: the signed-in user's profile, its feed, photos, suggestions and poll. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data, error, refetch } = useProfile();
  if (!data) {
    return error ? (
      <QueryError error={error} title={t('loadFailed')} onRetry={() => void refetch()} />
    ) : (
      <ProfileSkeleton />
    );
  }
  return (
    <div className={classes.page}>
      <ProfileHeader header={data.header} />
      <div className={classes.layout}>
        <div className={classes.start}>
          <AboutCard about={data.userAbout} anchor={profileSections.profile} />
          <SuggestedPagesCard pages={data.suggestedPages} anchor={profileSections.teams} />
          <TwitterFeedCard feeds={data.twitterFeeds} />
        </div>
        <div className={classes.center}>
          <PostsFeed first={data.posts} total={data.postsTotal} anchor={profileSections.projects} />
        </div>
        <div className={classes.end}>
          <LatestPhotosCard photos={data.latestPhotos} />
          <SuggestionsCard suggestions={data.suggestions} anchor={profileSections.connections} />
          <PollCard poll={data} />
        </div>
      </div>
    </div>
  );
}
