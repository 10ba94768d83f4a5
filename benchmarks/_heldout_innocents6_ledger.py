"""Innocent corpus 6, ledgers and records: finance and accounting, trading, banking formats,
healthcare (HL7 v2, FHIR, DICOM) and insurance.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set6.py``). No domain of sets 3-5.
"""

from __future__ import annotations

__all__ = ["LEDGER"]

LEDGER = r"""
ledger: Transaction does not balance: ⟦$-12.50⟧ on ⟦2026/11/30⟧ (file ⟦books/2026.ledger⟧, line ⟦4812⟧)
hledger: balance assertion failed in ⟦assets:bank:checking⟧ at line ⟦221⟧: expected ⟦1,204.77 EUR⟧, calculated ⟦1,192.27 EUR⟧
beancount: Invalid token: '⟦Assets:Broker:Keyholders⟧' (file ⟦main.beancount⟧, line ⟦93⟧)
GnuCash: Imbalance-⟦USD⟧ account has a balance of ⟦-340.00⟧ after import of ⟦statement_«d8».qfx⟧
QuickBooks: Error ⟦6000, -83⟧: An error occurred when QuickBooks tried to access the company file ⟦Acme_Holdings.QBW⟧ (password protected: ⟦yes⟧)
Xero: Validation error: Account code '⟦4010⟧' is not a valid code for this document (invoice ⟦INV-«d5»⟧, tracking ⟦Region: North⟧)
SAP: Message no. ⟦F5702⟧: Balance in transaction currency (company code ⟦1000⟧, document ⟦«d10»⟧, fiscal year ⟦2026⟧)
SAP: Error in posting: Tax code ⟦V1⟧ not defined for country ⟦DE⟧ (Message no. ⟦FF704⟧, vendor ⟦«d7»⟧)
Oracle EBS: APP-SQLAP-⟦10771⟧: Invoice ⟦«d9»⟧ is on hold: ⟦QTY REC⟧ (supplier ⟦KEY SECURITY SUPPLIES LTD⟧)
NetSuite: INVALID_KEY_OR_REF: Invalid ⟦subsidiary⟧ reference key ⟦12⟧ for ⟦vendorbill⟧ (externalId ⟦AP-«d6»⟧)
Stripe reconciliation: payout ⟦po_«A24»⟧ total ⟦4,120.00 EUR⟧ differs from balance transactions sum ⟦4,118.40 EUR⟧ (⟦3⟧ fees)
SEPA: pain.001 rejected: ⟦AC04⟧ Closed account number (IBAN ⟦DE89370400440532013000⟧, EndToEndId ⟦E2E-«U16»⟧)
SEPA: pacs.002 status ⟦RJCT⟧ reason ⟦AM05⟧ Duplication (MsgId ⟦«U20»⟧, batch ⟦SALARY-2026-11⟧)
SWIFT: MT103 field ⟦:59:⟧ rejected: beneficiary account missing (UETR ⟦«uuid»⟧, sender BIC ⟦DEUTDEFFXXX⟧)
ISO 20022: camt.053 parse error: element ⟦Ntry/NtryDtls/TxDtls/Refs/AcctSvcrRef⟧ exceeds ⟦35⟧ characters (statement ⟦«d12»⟧)
ACH: NACHA file rejected: batch ⟦0000012⟧ entry hash ⟦0123456789⟧ does not match computed ⟦0123456798⟧ (company ID ⟦1«d9»⟧)
FIX: 35=⟦3⟧ Reject: 58=⟦Required tag missing⟧ 371=⟦11⟧ 373=⟦1⟧ (SenderCompID ⟦ACME_OMS⟧, MsgSeqNum ⟦«d6»⟧)
FIX: Logon rejected: MsgSeqNum too low, expecting ⟦4187⟧ but received ⟦4102⟧ (session ⟦FIX.4.4:ACME->BROKER⟧, ResetSeqNumFlag ⟦N⟧, Password(554): ⟦present⟧)
OMS: order ⟦ORD-«d10»⟧ rejected: price ⟦101.37⟧ outside price band ⟦±5%⟧ of reference ⟦96.20⟧ (ISIN ⟦US0378331005⟧)
Bloomberg BLPAPI: RequestFailure: ⟦NOT_AUTHORIZED⟧ Field ⟦PX_LAST⟧ not authorized for security ⟦VOD LN Equity⟧ (EID ⟦«d5»⟧)
Interactive Brokers: Error ⟦200⟧: No security definition has been found for the request (reqId ⟦«d4»⟧, conId ⟦«d9»⟧)
QuantLib: RuntimeError: negative time (⟦-0.0027⟧) given (curve ⟦EUR-ESTR-OIS⟧, date ⟦2026-12-02⟧)
risk engine: VaR breach: ⟦99% 1d VaR 4.2M USD⟧ exceeds limit ⟦3.5M USD⟧ (book ⟦RATES-KEY-ACCOUNTS⟧, run ⟦«uuid»⟧)
Payroll: employee ⟦E-«d6»⟧ net pay ⟦-12.40⟧ after deduction ⟦401K⟧ (run ⟦PR-2026-11-B⟧)
Tax: VAT return rejected by HMRC: ⟦INVALID_VRN⟧ (VRN ⟦«d9»⟧, period ⟦26A4⟧, correlation id ⟦«h32»⟧)
Tax: ELSTER Fehler ⟦61010078⟧: Steuernummer ⟦«d13»⟧ ungültig für Bundesland ⟦BY⟧
Invoice OCR: total ⟦1,284.20⟧ does not match line items ⟦1,248.20⟧ (document ⟦scan_«h16».pdf⟧, vendor VAT ⟦GB«d9»⟧)
Crypto exchange: Withdrawal ⟦W-«d10»⟧ rejected: address ⟦bc1q«l38»⟧ failed checksum (network ⟦BTC⟧)
Ethereum: execution reverted: ⟦ERC20: transfer amount exceeds balance⟧ (tx ⟦0x«h64»⟧, from ⟦0x«h40»⟧, gas ⟦51234⟧)
Ethereum: nonce too low: next nonce ⟦418⟧, tx nonce ⟦417⟧ (account ⟦0x«h40»⟧, chain id ⟦1⟧)
Solana: Transaction simulation failed: Error processing Instruction ⟦2⟧: custom program error: ⟦0x1771⟧ (signature ⟦«A87»⟧)
Hyperledger Fabric: ENDORSEMENT_POLICY_FAILURE (tx ⟦«h64»⟧, chaincode ⟦keyvault_cc⟧, channel ⟦trade⟧)
HL7 v2: AE (application error) ⟦MSA|AE|«d10»⟧ ERR segment: ⟦PID^1^3^101⟧ Required field missing (sending facility ⟦ACME_LAB⟧)
HL7 v2: ADT^A08 rejected: PV1-19 visit number ⟦V«d8»⟧ not found (MRN ⟦«d8»⟧, message control id ⟦«d12»⟧)
HL7 v2: parse error: unexpected segment ⟦ZPW⟧ after ⟦OBX⟧ (message type ⟦ORU^R01⟧, version ⟦2.5.1⟧)
Mirth Connect: Channel ⟦LAB_RESULTS_IN⟧ error: Source connector ⟦TCP Listener⟧ port ⟦6661⟧ already in use (message id ⟦«d6»⟧)
FHIR: OperationOutcome error ⟦invariant⟧: ⟦pat-1⟧: SHALL at least contain a contact's details or a reference to an organization (Patient/⟦«uuid»⟧)
FHIR: 412 Precondition Failed: version conflict for ⟦Observation/«d7»⟧ (If-Match ⟦W/"3"⟧, current ⟦W/"4"⟧)
FHIR: 422 Unprocessable Entity: Unknown code '⟦8867-4x⟧' in system '⟦http://loinc.org⟧' (Observation.code, bundle entry ⟦5⟧)
FHIR: SMART launch failed: ⟦invalid_scope⟧ ⟦patient/*.read launch/patient⟧ not granted (client ⟦growth-chart⟧, iss ⟦https://fhir.acme-health.org/r4⟧)
HAPI FHIR: HAPI-⟦0450⟧: Failed to parse request body as JSON resource. Error was: HAPI-⟦1861⟧: Failed to parse JSON encoded FHIR content: Unexpected character (⟦'}'⟧) at line ⟦14⟧
Epic: Interconnect error ⟦NO-PATIENT-FOUND⟧ (MRN ⟦E«d7»⟧, department ⟦«d8»⟧)
DICOM: C-STORE failed: status ⟦0xA700⟧ Out of Resources (SOP Instance UID ⟦1.2.840.113619.2.«d8».«d6».«d4»⟧, AE title ⟦PACS_ARCHIVE⟧)
DICOM: pydicom: InvalidDicomError: File is missing DICOM File Meta Information header or the 'DICM' prefix is missing (file ⟦IMG«d5».dcm⟧)
Orthanc: E1203 ⟦HttpClient.cpp:875⟧ Error in HTTP request, received HTTP status ⟦401⟧ (Unauthorized) (modality ⟦CT_SCANNER_2⟧, peer ⟦orthanc-dr⟧)
X12: 999 rejected: ⟦IK3*NM1*23**8⟧ (segment has data element errors, transaction ⟦837P⟧, control number ⟦«d9»⟧)
X12: 277CA claim rejected: ⟦A7:562⟧ entity's National Provider Identifier (NPI) (NPI ⟦1«d9»⟧, claim ⟦CLM-«d8»⟧)
ePrescribing: NCPDP SCRIPT ⟦Error 900⟧ Transaction rejected (NewRx ⟦«h32»⟧, prescriber DEA ⟦AB«d7»⟧)
Lab instrument: ASTM E1394 checksum mismatch frame ⟦3⟧: expected ⟦A4⟧, got ⟦9F⟧ (analyzer ⟦cobas-8000⟧, sample ⟦S«d9»⟧)
EHR audit: break-the-glass access by user ⟦dr.okafor⟧ to chart ⟦«d8»⟧ (reason ⟦emergency⟧, password re-entered: ⟦yes⟧)
Insurance: claim ⟦CLM-«d10»⟧ denied: ⟦CO-97⟧ benefit included in another service (policy ⟦POL-«U10»⟧)
Insurance: ACORD XML validation failed: ⟦/ACORD/InsuranceSvcRq/PersAutoPolicyQuoteInqRq/PersPolicy/PolicyNumber⟧ empty (quote ⟦Q-«d8»⟧)
Actuarial: mortality table ⟦CSO-2017-SMOKER-KEYED⟧ not found for issue age ⟦67⟧ (model run ⟦«uuid»⟧)
"""
