/** The owner's questions as table headings, and a reply's answers as cells (guest list, print view). */
export function QuestionHeads({ questions }: { questions: string[] }) {
  return questions.map((q) => (
    <th key={q} scope="col">
      {q}
    </th>
  ));
}

/** `labelled`: each cell names its question, for the guest list's stacked cards on a phone. */
export function AnswerCells({
  questions,
  answers,
  labelled = false,
}: {
  questions: string[];
  answers: string[];
  labelled?: boolean;
}) {
  return questions.map((q, i) => (
    <td key={q} data-label={labelled ? q : undefined}>
      {answers[i] ?? ""}
    </td>
  ));
}
