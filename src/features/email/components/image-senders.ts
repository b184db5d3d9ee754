import { ownerAllowList } from '@/lib/data-images';

/**
 * The senders whose remote images the user chose to see ("Mostrar imagens"), per signed-in
 * user: another person signing in on the same browser starts with every sender blocked.
 * The same store as the hosts allowed for pictures from data (`ownerAllowList`): kept in
 * storage only, so a stored value that is damaged is simply absent.
 */
export const IMAGE_SENDERS_KEY = 'mirante:email-image-senders';
/** Enough for anyone's trusted senders, and a bound on what storage holds. */
const MAX_SENDERS = 500;

const senders = ownerAllowList(IMAGE_SENDERS_KEY, MAX_SENDERS);

export const imagesAllowedFrom = (sender: string): boolean => senders.has(sender);

/** Remembers that `sender`'s images may load, for the signed-in user. */
export const allowImagesFrom = (sender: string): void => senders.add(sender);

/** Whether `sender`'s remote images may load; follows changes from this and other tabs. */
export const useImagesAllowed = (sender: string): boolean => senders.useHas(sender);
