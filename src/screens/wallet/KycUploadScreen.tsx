import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DOCUMENT_TYPES, type DocumentType, KYC_MIME_TYPES, kycMachine } from '../../../machines/wallet/kyc.machine';
import {
  canSubmitKyc,
  isSubmitting,
  kycFields,
  kycNotice,
  readyPhoto,
  showsForm,
  showsStatus,
  verification,
} from '../../../machines/wallet/kyc.selectors';
import type { MessageId } from '../../platform/intl/messages';
import { Button } from '../../ui/Button';
import { Form } from '../../ui/Form';
import { FormColumn } from '../../ui/FormColumn';
import { TextField } from '../../ui/TextField';
import '../../ui/forms.css';
import { PageHeader } from '../../ui/PageHeader';
import { useFieldError, useFieldProps } from '../shared/fieldError';
import { NoticeToast } from '../shared/NoticeToast';
import { stateValueText } from '../shared/sessionStatus';
import { useFollowNavigate } from '../shared/useFollowNavigate';
import { useSelected } from '../shared/useSelected';
import { KycStatusView } from './KycScreen';
import { todayText } from './today';
import { WalletLoad } from './WalletLoad';
import './wallet.css';
import { FormRow } from '../../ui/FormRow';

const DOCUMENT_TEXT: Record<DocumentType, MessageId> = {
  philId: 'wallet.kyc.doc.philId',
  passport: 'wallet.kyc.doc.passport',
  driversLicense: 'wallet.kyc.doc.driversLicense',
  umid: 'wallet.kyc.doc.umid',
  sss: 'wallet.kyc.doc.sss',
  prc: 'wallet.kyc.doc.prc',
  postal: 'wallet.kyc.doc.postal',
};

/**
 * /walletsKycUpload: the verification form (document type, name, birth date, one photo of the document).
 * The photo's type and size are checked as soon as it is picked (docs/wallet.md). While verification is
 * pending or approved the page shows the state instead. An error about the name, the birth date or the photo shows
 * under that input, tied to it (WCAG 2.2 error identification).
 */
export function Component() {
  const intl = useIntl();
  const kyc = useActorRef(kycMachine, { input: { page: 'upload', today: todayText() } });
  useFollowNavigate(kyc);
  const value = useSelector(kyc, (snapshot) => snapshot.value);
  const { status, showForm, state, fields, notice, photo, submitting, canSubmit } = useSelected(kyc, {
    status: showsStatus,
    showForm: showsForm,
    state: verification,
    fields: kycFields,
    notice: kycNotice,
    photo: readyPhoto,
    submitting: isSubmitting,
    canSubmit: canSubmitKyc,
  });
  const errorOf = useFieldError(kyc);
  const field = useFieldProps(kyc);
  const photoError = errorOf('photo');

  return (
    <section className="wallet-page kyc" data-state={stateValueText(value)}>
      <PageHeader title={<FormattedMessage id="wallet.kyc.uploadTitle" />} />
      <WalletLoad actor={kyc} />
      {status && state && <KycStatusView status={state.status} reason={state.reason} dueTime={state.dueTime} />}
      {showForm && (
        <FormColumn>
          <Form className="wallet-form" onSubmit={() => kyc.send({ type: 'SUBMIT' })}>
            {(state?.status === 'rejected' || state?.status === 'resubmit') && state.reason && (
              <p className="kyc-status__reason" role="alert">
                <FormattedMessage id="wallet.kyc.reason" values={{ reason: state.reason }} />
              </p>
            )}
            <p className="wallet-hint">
              <FormattedMessage id="wallet.kyc.rule" />
            </p>
            <FormRow label={<FormattedMessage id="wallet.kyc.document" />}>
              {(control) => (
                <select
                  {...control}
                  className="field__input"
                  value={fields.documentType}
                  onChange={(event) =>
                    kyc.send({ type: 'FIELD.CHANGE', field: 'documentType', value: event.currentTarget.value })
                  }
                >
                  {DOCUMENT_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {intl.formatMessage({ id: DOCUMENT_TEXT[type] })}
                    </option>
                  ))}
                </select>
              )}
            </FormRow>
            <TextField
              {...field('realName', 'wallet.kyc.realName')}
              autoComplete="name"
              maxLength={120}
              value={fields.realName}
              readOnly={submitting}
            />
            <TextField
              {...field('birthDate', 'wallet.kyc.birthDate')}
              type="date"
              autoComplete="bday"
              value={fields.birthDate}
              readOnly={submitting}
            />
            <FormRow
              label={<FormattedMessage id="wallet.kyc.photo" />}
              boxed={false}
              error={photoError}
              hintTestId="kyc-photo-state"
              hint={
                photo ? (
                  <FormattedMessage
                    id="wallet.kyc.photoReady"
                    values={{ name: photo.name, size: Math.ceil(photo.size / 1024) }}
                  />
                ) : (
                  <FormattedMessage id="wallet.kyc.photoLimits" />
                )
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept={KYC_MIME_TYPES.join(',')}
                  disabled={submitting}
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    if (file) kyc.send({ type: 'FILE.PICK', file });
                    // Picking the same file again after a refusal must fire change again.
                    event.currentTarget.value = '';
                  }}
                />
              )}
            </FormRow>
            <Button type="submit" variant="primary" busy={submitting} disabled={!canSubmit}>
              <FormattedMessage id="wallet.kyc.submit" />
            </Button>
          </Form>
        </FormColumn>
      )}
      <NoticeToast notice={notice} loading={submitting} />
    </section>
  );
}
