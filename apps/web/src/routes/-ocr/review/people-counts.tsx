import { counted } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useProjectId } from '../../../api/project-scope'
import { peopleQueryOptions } from '../../../api/queries/review'
import './review.css'

/** Who did what in the project: per person, the images they validated, reviewed and sent back (one line until opened). */
export function PeopleCounts() {
  const { data } = useQuery(peopleQueryOptions(useProjectId()))
  if (!data || data.people.length === 0) return null
  return (
    <details className="ocr-people">
      <summary>Who did what: {counted(data.people.length, 'person', 'people')}</summary>
      <table aria-label="Who did what (images)">
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Validated</th>
            <th scope="col">Reviewed</th>
            <th scope="col">Sent back</th>
          </tr>
        </thead>
        <tbody>
          {data.people.map((person) => (
            <tr key={person.name}>
              <th scope="row">{person.name}</th>
              <td>{person.validated.toLocaleString('en')}</td>
              <td>{person.reviewed.toLocaleString('en')}</td>
              <td>{person.sent_back.toLocaleString('en')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
