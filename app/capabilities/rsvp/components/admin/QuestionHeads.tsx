/** The owner's questions as table headings, and a reply's answers as cells (guest list, print view). */
export function QuestionHeads({ questions }: { questions: string[] }) {
  return questions.map((q) => (
    <th key={q} scope="col">
      {q}
    </th>
  ));
}

export function AnswerCells({ questions, answers }: { questions: string[]; answers: string[] }) {
  return questions.map((q, i) => <td key={q}>{answers[i] ?? ""}</td>);
}
