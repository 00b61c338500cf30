import { counted, type PersonCounts } from '@odia-ai/contract'
import { useQuery } from '@tanstack/react-query'
import { useProjectId } from '../../../api/project-scope'
import { peopleQueryOptions } from '../../../api/queries/ocr-review'
import './review.css'

/** The project's people, as fetched for the screen's project (none until they arrive). */
export function useProjectPeople(): PersonCounts[] {
  return useQuery(peopleQueryOptions(useProjectId())).data?.people ?? []
}

/** Per person, the images they validated, reviewed and sent back. */
export function PeopleTable({ people }: { people: PersonCounts[] }) {
  return (
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
        {people.map((person) => (
          <tr key={person.name}>
            <th scope="row">{person.name}</th>
            <td>{person.validated.toLocaleString('en')}</td>
            <td>{person.reviewed.toLocaleString('en')}</td>
            <td>{person.sent_back.toLocaleString('en')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Who did what in the project, one line until opened. */
export function PeopleCounts() {
  const people = useProjectPeople()
  if (people.length === 0) return null
  return (
    <details className="ocr-people">
      <summary>Who did what: {counted(people.length, 'person', 'people')}</summary>
      <PeopleTable people={people} />
    </details>
  )
}
