import { Field, Input, Select } from '@fluentui/react-components';
import { relationships } from '../../../entities/circle';
import { relationshipLabels } from '../circle-text';

export type Relationship = (typeof relationships)[number];

/** A supporter's name and relationship, as both the add and the edit form ask for them. */
export function SupporterFields({
  name,
  onName,
  relationship,
  onRelationship,
  nameError,
}: {
  name: string;
  onName: (name: string) => void;
  relationship: Relationship;
  onRelationship: (relationship: Relationship) => void;
  /** The server's message about the name, if any. */
  nameError: string | undefined;
}) {
  return (
    <>
      <Field
        label="Name"
        required
        validationMessage={nameError}
        validationState={nameError ? 'error' : 'none'}
      >
        <Input value={name} maxLength={80} onChange={(_, d) => onName(d.value)} />
      </Field>
      <Field label="Relationship">
        <Select value={relationship} onChange={(_, d) => onRelationship(d.value as Relationship)}>
          {relationships.map((r) => (
            <option key={r} value={r}>
              {relationshipLabels[r]}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
