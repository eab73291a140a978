/**
 * The card recognizer's public face for main, server and cli: start it once,
 * recognize frames or image files against a deck, teach it a physical deck.
 */
export {
  sharedRecognizer,
  startRecognizer,
  type FrameOptions,
  type Recognition,
  type Recognizer,
  type RecognizerOptions,
} from './recognizer';
export { checkGuide, type Guide } from './guide';
export { decodeImage, checkFrame, type Frame } from './image';
export { loadDeck, BUNDLED_DECKS, bundledDeckFolder } from './decks';
export { DEFAULT_THRESHOLD } from './match';
export { emptyTaught, parseTaught, taughtFileName, type TaughtDeck } from './teach';
export { teachStore, type TeachStore } from './teach-store';
