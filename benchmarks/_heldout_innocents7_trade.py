"""Innocent corpus 7, trade: e-invoicing, tax and signature infrastructure (Peppol,
XRechnung, ZUGFeRD, NF-e/SEFAZ, CFDI/SAT, ZATCA, KSeF, SDI, GST e-way bills, HMRC MTD, OCSP,
CRLs, Certificate Transparency, XAdES/PAdES, RFC 3161 timestamps) and retail (EMV terminals,
PIN pads, POS, GS1 barcodes, loyalty, hospitality, kiosks, vending) — domains innocent sets
3-6 did not quote.

Written on 2026-12-03 (21:55-22:05 UTC), blind. One message a line; ``⟦…⟧`` marks a fact
that must survive; ``«h40»``-style slots are filled with seeded random ids (see
``heldout_innocents_set7.py``).
"""

from __future__ import annotations

__all__ = ["COMPLIANCE", "RETAIL"]

COMPLIANCE = r"""
Peppol: AS4 receipt error ⟦EBMS:0004⟧ for message ⟦«uuid»@acme.peppol⟧ (receiver ⟦0088:5790000435968⟧, document type ⟦urn:oasis:names:specification:ubl:schema:xsd:Invoice-2⟧)
Peppol: SMP lookup failed for participant ⟦iso6523-actorid-upis::9915:b⟧: certificate of access point ⟦PDE000123⟧ expired on ⟦2026-11-30⟧
XRechnung: Schematron rule ⟦BR-DE-15⟧ failed: Buyer reference (⟦BT-10⟧) is missing in invoice ⟦RE-2026-«d5»⟧ (validator ⟦KoSIT 1.5.0⟧)
ZUGFeRD: PDF/A-3 embedded file ⟦factur-x.xml⟧ has AFRelationship ⟦Data⟧, expected ⟦Alternative⟧ (profile ⟦EN 16931⟧)
SEFAZ: Rejeição ⟦539⟧: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe: ⟦35261212345678000190550010000«d5»1«d8»⟧] (cStat ⟦539⟧, protocolo ⟦1352600«d8»⟧)
SEFAZ: Rejeição ⟦225⟧: Falha no Schema XML do lote de NFe (elemento ⟦infNFe/det[3]/imposto/ICMS⟧, versão ⟦4.00⟧)
CFDI: SAT ⟦CFDI40102⟧: El resultado de la digestión debe ser igual al resultado de la desencripción del sello (UUID ⟦«uuid»⟧, NoCertificado ⟦000010000005«d8»⟧)
CFDI: PAC error ⟦301⟧: XML mal formado (RFC emisor ⟦EKU9003173C9⟧, serie ⟦A⟧, folio ⟦«d5»⟧)
ZATCA: invoice ⟦«uuid»⟧ rejected: ⟦BR-KSA-26⟧ previous invoice hash (PIH) ⟦«b64_43»=⟧ does not match the last cleared invoice
ZATCA: compliance CSID request failed: ⟦Invalid-OTP⟧ for EGS unit ⟦1-TST|2-TST|3-«uuid»⟧ (OTP field: ⟦expired⟧)
KSeF: błąd ⟦21405⟧: Błąd walidacji danych wejściowych (numer referencyjny ⟦2026«d4»-SE-«H10»-«H10»-«H2»⟧, NIP ⟦5265877635⟧)
SDI: scarto ⟦00404⟧ fattura duplicata (IdentificativoSdI ⟦«d10»⟧, nome file ⟦IT01234567890_«l5».xml⟧)
GST: e-way bill ⟦«d12»⟧ cannot be extended: error code ⟦312⟧ (GSTIN ⟦27AAPFU0939F1ZV⟧, vehicle ⟦MH12AB1234⟧)
GST: IRN generation failed ⟦2150⟧ Duplicate IRN (IRN ⟦«h64»⟧, ack no ⟦1126«d11»⟧)
HMRC MTD: 403 ⟦CLIENT_OR_AGENT_NOT_AUTHORISED⟧ for VRN ⟦«d9»⟧ period key ⟦26A1⟧ (Gov-Client-Device-ID ⟦«uuid»⟧, fraud prevention headers: ⟦present⟧)
HMRC MTD: ⟦INVALID_REQUEST⟧ Gov-Client-Public-IP ⟦203.0.113.54⟧ is not a public IP (header ⟦Gov-Vendor-Version⟧ ok)
OCSP: responder ⟦http://ocsp.acme-ca.example/⟧ returned ⟦unauthorized⟧ for serial ⟦«H32»⟧ (issuer key hash ⟦«h40»⟧)
OCSP: response signature invalid: responder certificate ⟦CN=Acme OCSP Signer 3⟧ lacks ⟦id-kp-OCSPSigning⟧ (nonce ⟦«h32»⟧)
CRL: ⟦http://crl.acme-ca.example/int2.crl⟧ nextUpdate ⟦2026-12-01T00:00:00Z⟧ is in the past (CRL number ⟦«d4»⟧, ⟦412⟧ revoked entries)
CT: SCT from log ⟦«b64_43»=⟧ has timestamp in the future (log ⟦Argon2026h2⟧, certificate serial ⟦«h32»⟧)
CT: certificate ⟦sha256/«b64_43»=⟧ not found in ⟦2⟧ of ⟦3⟧ required logs (policy ⟦Chrome CT⟧)
XAdES: signature ⟦#Signature-«uuid»⟧ invalid: SigningCertificateV2 digest ⟦«b64_43»=⟧ does not match certificate ⟦CN=Ana Ruiz, SERIALNUMBER=IDCES-12345678Z⟧
PAdES: ⟦/ByteRange [0 «d5» «d5» «d4»]⟧ does not cover the whole file; document modified after signing (signature field ⟦Signature1⟧, level ⟦B-LT⟧)
TSA: RFC 3161 response status ⟦2 (rejection)⟧ failInfo ⟦badAlg⟧ for message imprint ⟦SHA-256 «h64»⟧ (policy ⟦1.3.6.1.4.1.4146.2.3⟧)
eIDAS: QWAC for ⟦bank.acme.eu⟧ missing ⟦PSD2 QCStatement⟧ (organizationIdentifier ⟦PSDES-BDE-3DFD21⟧, role ⟦PSP_AI⟧)
PSD2: TPP certificate rejected: ⟦FORMAT_ERROR⟧ in header ⟦TPP-Signature-Certificate⟧ (X-Request-ID ⟦«uuid»⟧, consent ⟦«U12»⟧)
SAF-T: validation error ⟦SAFT-PT-0231⟧: hash ⟦«b64_43»=⟧ of invoice ⟦FT A/«d4»⟧ does not chain to ⟦FT A/«d4»⟧ (key version ⟦1⟧)
Intrastat: declaration ⟦«d10»⟧ rejected: CN8 code ⟦85176200⟧ invalid for flow ⟦dispatch⟧ (partner VAT ⟦FR«d11»⟧)
VIES: checkVatService returned ⟦MS_MAX_CONCURRENT_REQ⟧ for ⟦DE«d9»⟧ (requestIdentifier ⟦WAPIAAAA«U8»⟧)
customs: ICS2 ENS filing ⟦«U18»⟧ rejected: ⟦HRN⟧ conflict with house bill ⟦ACME«d8»⟧ (EORI ⟦NL«d9»⟧)
AES (US export): ITN not issued, fatal ⟦300⟧ filer ID ⟦«d9»00⟧ not authorized (shipment ref ⟦SR-«d6»⟧)
1099 e-file (FIRE): file ⟦«l5».txt⟧ status ⟦Bad⟧: TCC ⟦«U5»⟧ record count ⟦1,204⟧ does not match the C record ⟦1,203⟧
W-8BEN: TIN ⟦«d3»-«d2»-«d4»⟧ failed IRS TIN matching code ⟦3⟧ (name/TIN combination mismatch) for payee ⟦«uuid»⟧
SOC 2 evidence: control ⟦CC6.1⟧ failed: ⟦3⟧ users without MFA in group ⟦prod-admins⟧; password policy minimum length ⟦14⟧ (evidence ⟦EV-«d5»⟧)
PCI DSS scan: ASV finding ⟦TLSv1.0 enabled⟧ on ⟦203.0.113.10:443⟧ (scan ⟦«uuid»⟧, requirement ⟦4.2.1⟧, status ⟦FAIL⟧)
"""

RETAIL = r"""
EMV: kernel ⟦C-2⟧ declined offline: TVR ⟦0000048000⟧ TSI ⟦E800⟧ (AID ⟦A0000000041010⟧, ATC ⟦«H4»⟧)
EMV: ARQC verification failed at host, ARC ⟦05⟧ (terminal ⟦T«d7»⟧, STAN ⟦«d6»⟧, RRN ⟦«d12»⟧)
PIN pad: ⟦PIN entry cancelled by cardholder⟧ after ⟦3⟧ attempts (device ⟦Ingenico Lane/3000⟧, serial ⟦«d10»⟧, PIN block format ⟦ISO-4⟧)
PIN pad: DUKPT key slot ⟦2⟧ exhausted: KSN ⟦FFFF«H16»⟧ counter reached ⟦1FFFFF⟧ — reinject BDK-derived IPEK (key check value ⟦«H6»⟧)
P2PE: decryption failed for track data, KSN ⟦«H20»⟧ (device ⟦PAX A920⟧, terminal id ⟦«d8»⟧)
Verifone: ⟦-1003⟧ Transaction timed out (merchant ⟦«d12»⟧, lane ⟦4⟧, invoice ⟦«d6»⟧)
Square Terminal: checkout ⟦«A24»⟧ failed: ⟦CARD_DECLINED_VERIFICATION_REQUIRED⟧ (device ⟦«U12»⟧, location ⟦«U12»⟧)
Adyen terminal: ⟦Refusal⟧ reason ⟦PIN tries exceeded⟧ (POIID ⟦V400m-«d9»⟧, pspReference ⟦«U16»⟧)
Stripe Terminal: reader ⟦tmr_«A24»⟧ returned ⟦card_read_timed_out⟧ (location ⟦tml_«A24»⟧, PaymentIntent ⟦pi_«A24»⟧)
POS: tender ⟦GIFT⟧ rejected: gift card ⟦****4321⟧ balance ⟦$12.40⟧ < amount ⟦$18.99⟧ (store ⟦0412⟧, register ⟦07⟧, txn ⟦«d8»⟧)
POS: price lookup failed for GTIN ⟦00012345678905⟧: item not in store ⟦0412⟧ planogram ⟦PG-2026-W48⟧
GS1: check digit invalid for GTIN-13 ⟦4006381333932⟧ (expected ⟦1⟧) in ASN ⟦«d10»⟧
GS1: SSCC ⟦00340123450000000«d3»⟧ already received at DC ⟦7⟧ (ASN ⟦«d10»⟧, PO ⟦«d8»⟧)
GS1 Digital Link: ⟦https://id.acme.com/01/09506000134352/10/ABC123⟧ has unknown AI ⟦(99)⟧
EDI: 856 ASN rejected by 997: AK5 ⟦R⟧ segment ⟦TD5⟧ element ⟦05⟧ (ISA control ⟦«d9»⟧, GS ⟦«d4»⟧)
loyalty: member ⟦«d12»⟧ cannot redeem ⟦500⟧ points: tier ⟦SILVER⟧ redemption cap ⟦400⟧ (offer ⟦OFR-«U6»⟧)
coupon: code ⟦HOLIDAY25⟧ invalid for basket ⟦«uuid»⟧: minimum spend ⟦€50.00⟧ not met
receipt printer: ⟦Epson TM-T88VI⟧ error ⟦Paper end⟧ (ESC/POS status ⟦0x12⟧, port ⟦USB001⟧)
cash drawer: drawer ⟦2⟧ open longer than ⟦120⟧ s, cashier ⟦1043⟧ (shift ⟦«d6»⟧)
scale: NTEP certified scale ⟦Mettler Toledo Ariva-S⟧ reports ⟦unstable weight⟧ (PLU ⟦4011⟧)
self-checkout: ⟦unexpected item in bagging area⟧ weight delta ⟦+212 g⟧ (lane ⟦SCO-06⟧, transaction ⟦«d8»⟧)
kiosk: McD-style order ⟦«d4»⟧ stuck in state ⟦SENT_TO_KITCHEN⟧ (KDS ⟦grill-2⟧, bump count ⟦0⟧)
Toast: order ⟦«uuid»⟧ void failed: ⟦check already closed⟧ (restaurant GUID ⟦«uuid»⟧)
OPERA PMS: reservation ⟦«d9»⟧ check-in failed: room ⟦1207⟧ status ⟦OOO⟧ (confirmation ⟦«d10»⟧)
hotel key encoder: ⟦ASSA ABLOY Vostio⟧ encoder ⟦ENC-03⟧ failed to write card: ⟦card not blank⟧ (room ⟦1207⟧, keys ⟦2⟧)
channel manager: rate plan ⟦BAR-FLEX⟧ rejected by ⟦Booking.com⟧: error ⟦392⟧ (hotel ⟦«d7»⟧, room type ⟦KNG⟧)
vending: ⟦Nayax⟧ device ⟦«d10»⟧ reports ⟦DEX upload failed⟧ (machine ⟦VM-221⟧, column ⟦C4⟧ jam)
ESL: electronic shelf label ⟦«H12»⟧ not acknowledging (AP ⟦esl-ap-07⟧, template ⟦price_promo_v3⟧, battery ⟦2.4 V⟧)
RFID: EPC ⟦urn:epc:id:sgtin:0614141.812345.«d6»⟧ read at exit gate ⟦G2⟧ without sale (store ⟦0412⟧)
inventory: cycle count variance ⟦-14⟧ units for SKU ⟦SKU-«U8»⟧ in bin ⟦A-12-03⟧ (count ⟦«d7»⟧)
e-commerce: cart ⟦«uuid»⟧ checkout blocked: ⟦password-protected storefront⟧ is on (theme ⟦dawn 15.2.0⟧, preview key: ⟦not used⟧)
marketplace: listing ⟦B0«U8»⟧ suppressed: ⟦missing required attribute item_package_quantity⟧ (seller SKU ⟦ACME-«d5»⟧)
returns: RMA ⟦RMA-«d7»⟧ rejected: serial ⟦«U12»⟧ not on original order ⟦«d9»⟧
gift card activation: ⟦InComm⟧ response ⟦14⟧ invalid card (UPC ⟦799366«d6»⟧, last four ⟦«d4»⟧, PIN: ⟦not printed⟧)
age verification: ⟦ID scan failed⟧ PDF417 barcode unreadable (document ⟦DL⟧, jurisdiction ⟦CA⟧, attempt ⟦2⟧)
"""
