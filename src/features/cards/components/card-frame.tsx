/** The cards' frame is shared with other features' cards: it lives in src/components. */
export { CardFrame, CardSkeleton, type CardFrameProps } from '@/components/card-frame/card-frame';
