export {
  PlaygroundWelcome,
  playgroundWelcomeMessages,
  type PlaygroundWelcomeProps,
  type WelcomeSample,
} from './PlaygroundWelcome.tsx';
