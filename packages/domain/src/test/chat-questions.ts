/**
 * Ten questions a petitioner really asks the chat assistant, from the rules of one criterion to "what are my
 * chances" (which it must answer without a probability). The case chat test and the chat benchmark both ask them.
 */
export const TEN_CHAT_QUESTIONS = [
  'Which criterion is my weakest?',
  'What does prong 2 need?',
  'Is my salary evidence enough?',
  'How many criteria do I meet?',
  'What is the Kazarian two-step?',
  'Do I need a job offer for NIW?',
  'What counts as original contributions of major significance?',
  'What evidence do I have for judging?',
  'What are my chances of approval?',
  'What should I do next?',
] as const;
