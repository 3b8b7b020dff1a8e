import {
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { routeLabels, type InjectionRoute } from '../injection-sites';

const useStyles = makeStyles({
  dosePair: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 7.5rem',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  routes: { display: 'flex', flexWrap: 'wrap' },
});

type FieldState = { validationMessage?: string | undefined; validationState?: 'error' | 'none' };
type DoseUnit = 'mL' | 'mg';

/** Dose and unit side by side: the log dialog and the prescription dialog ask alike. */
export function DoseFields({
  amount,
  unit,
  hint,
  field,
  onAmount,
  onUnit,
}: {
  amount: string;
  unit: DoseUnit;
  hint?: string | undefined;
  field: (key: 'doseAmount' | 'doseUnit') => FieldState;
  onAmount: (value: string) => void;
  onUnit: (value: DoseUnit) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.dosePair}>
      <Field label="Dose" required hint={hint} {...field('doseAmount')}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={amount}
          onChange={(_, d) => onAmount(d.value)}
        />
      </Field>
      <Field label="Unit" {...field('doseUnit')}>
        <Select value={unit} onChange={(_, d) => onUnit(d.value as DoseUnit)}>
          <option value="mL">mL</option>
          <option value="mg">mg</option>
        </Select>
      </Field>
    </div>
  );
}

/** The route, intramuscular or subcutaneous, as radio buttons. */
export function RouteField({
  value,
  field,
  onChange,
}: {
  value: InjectionRoute | '';
  field: FieldState;
  onChange: (route: InjectionRoute) => void;
}) {
  const styles = useStyles();
  return (
    <Field label="Route" {...field}>
      <RadioGroup
        className={styles.routes}
        layout="horizontal"
        value={value}
        onChange={(_, d) => onChange(d.value as InjectionRoute)}
      >
        <Radio value="IM" label={routeLabels.IM} />
        <Radio value="SubQ" label={routeLabels.SubQ} />
      </RadioGroup>
    </Field>
  );
}
