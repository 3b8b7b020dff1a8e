import { useQuery } from '@tanstack/react-query';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { EditRegular, PillRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { prescriptionQuery } from '../../../entities/prescription';
import { treatmentText } from '../treatment-text';
import { prescriptionFormDialog } from './lazy-treatment-dialogs';

/** 'Set up prescription' (none yet) or 'Edit prescription', opening the prescription form. */
export function PrescriptionButton({
  appearance = 'secondary',
  className,
}: {
  appearance?: ButtonProps['appearance'];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const prescription = useQuery(prescriptionQuery());
  const exists = Boolean(prescription.data);
  // Loading or failed: we do not know whether one exists, so never invite a duplicate.
  const unknown = prescription.isPending || prescription.isError;
  return (
    <>
      <Button
        icon={exists ? <EditRegular /> : <PillRegular />}
        disabled={unknown}
        appearance={appearance}
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={prescriptionFormDialog.preload}
        onFocus={prescriptionFormDialog.preload}
      >
        {unknown
          ? treatmentText.prescription
          : exists
            ? treatmentText.editPrescription
            : treatmentText.setUpPrescription}
      </Button>
      <prescriptionFormDialog.Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}
