"""Innocent set 79: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: qPCR runs, plate readers and flow cytometry, HPLC batch release, eCRF visit
windows and CTCAE grading, pharmacy dispensing with NAFDAC numbers and blister packs,
vaccine cold boxes and VVMs, antenatal (ANC) visits and partograms, sickle-cell genotyping,
HbA1c and sleep scores of wellness apps, DHIS2 district reports (each grepped for in every
earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
specimens, accessions, RDTs, MinION flow cells, CAPA, IRB and SAE did and are avoided as
subjects). ``FLAGS``: settings whose names say password, token, key, secret, PIN or
passphrase and whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
qPCR: ⟦run «U2»-«d6»⟧ ⟦well B07⟧ ⟦Ct 24.81⟧ — ⟦target N2, FAM⟧
qPCR: ⟦plate «h12»⟧ ⟦no-template control clean⟧ — ⟦efficiency 98.4%⟧
qPCR: ⟦instrument QS5-«d4»⟧ ⟦export «h40».eds⟧ ⟦96 wells⟧
plate reader: ⟦OD600 0.612⟧ ⟦well H12⟧ — ⟦read «d10»⟧ ⟦kinetic, 48 cycles⟧
plate reader: ⟦protocol «l8»⟧ ⟦A260/A280 1.92⟧ — ⟦Nanodrop «U4»«d4»⟧
flow cytometry: ⟦FCS file «uuid».fcs⟧ ⟦CD4+ 812 cells/µL⟧ — ⟦gate «l6»⟧
flow cytometry: ⟦panel «U3»-«d3»⟧ ⟦12 colours⟧ — ⟦compensation matrix «h16»⟧
HPLC: ⟦batch «U2»«d7»⟧ ⟦retention time 4.37 min⟧ — ⟦assay 99.2%⟧
HPLC: ⟦column «U4»-«d6»⟧ ⟦C18, 150 × 4.6 mm⟧ — ⟦injections 612⟧
batch release: ⟦lot «U3»«d6»⟧ ⟦released by QP «d5»⟧ — ⟦certificate «h32»⟧
eCRF: ⟦subject «U3»-«d3»-«d4»⟧ ⟦visit 4 window 28 ± 3 days⟧ — ⟦form VS, 3 queries⟧
eCRF: ⟦query «d8»⟧ ⟦"value out of range: 212 mmHg"⟧ — ⟦site 012⟧
eCRF: ⟦randomisation «U2»«d5»⟧ ⟦arm B⟧ — ⟦kit «d6»⟧ ⟦stratum ≥ 50 y⟧
CTCAE: ⟦AE «d7»⟧ ⟦grade 2 neutropenia⟧ — ⟦onset day 15⟧ ⟦not related⟧
unblinding log: ⟦request «uuid»⟧ ⟦denied⟧ — ⟦reason: not medically needed⟧
pharmacy dispensing: ⟦NAFDAC reg. «U1»«d1»-«d4»⟧ ⟦amoxicillin 500 mg⟧ — ⟦21 capsules⟧
pharmacy dispensing: ⟦Rx «d9»⟧ ⟦artemether-lumefantrine 20/120⟧ — ⟦blister of 24⟧
pharmacy dispensing: ⟦pill count 17 of 30⟧ ⟦refill due 2026-12-21⟧ — ⟦patient «l10»⟧
pharmacy dispensing: ⟦GTIN 0«d13»⟧ ⟦serial «U12»⟧ — ⟦expiry 2027-08⟧
vaccine cold chain: ⟦cold box «U2»-«d4»⟧ ⟦2.8–7.9 °C⟧ — ⟦VVM stage 1⟧
vaccine cold chain: ⟦logger «h16»⟧ ⟦freeze alarm 0⟧ — ⟦bOPV lot «U3»«d5»⟧
vaccine cold chain: ⟦shipment «d12»⟧ ⟦Tamale regional store⟧ — ⟦940 doses⟧
ANC visit: ⟦client «d8»⟧ ⟦visit 3 of 8⟧ — ⟦Hb 10.9 g/dL⟧ ⟦BP 118/74⟧
ANC visit: ⟦partogram «uuid»⟧ ⟦cervix 6 cm at 14:20⟧ — ⟦FHR 142⟧
sickle-cell screening: ⟦newborn «U2»«d8»⟧ ⟦genotype AS⟧ — ⟦HPLC confirm pending⟧
sickle-cell screening: ⟦card «d10»⟧ ⟦Hb FS pattern⟧ — ⟦referral clinic «l7»⟧
HbA1c: ⟦patient «l12»⟧ ⟦HbA1c 7.4%⟧ — ⟦previous 8.1%, 2026-09⟧
HbA1c: ⟦device «U6»«d6»⟧ ⟦cartridge lot «d7»⟧ — ⟦QC level 2 pass⟧
wellness app: ⟦sleep score 78⟧ ⟦HRV 41 ms⟧ — ⟦user «uuid»⟧
wellness app: ⟦step challenge «l9»⟧ ⟦112,408 steps⟧ — ⟦rank 4 of 57⟧
wellness app: ⟦VO2 max 44⟧ ⟦zone 2 for 38 min⟧ — ⟦workout «A20»⟧
wellness app: ⟦meal log «d11»⟧ ⟦1,840 kcal⟧ — ⟦jollof rice, 1 plate⟧
DHIS2: ⟦org unit «A11»⟧ ⟦period 202611⟧ — ⟦data set «A11»⟧ ⟦completeness 94%⟧
DHIS2: ⟦event «A11»⟧ ⟦program «A11»⟧ — ⟦stage ANC 1st visit⟧
DHIS2: ⟦import summary: 412 imported, 3 ignored⟧ ⟦job «A11»⟧
telehealth consult: ⟦consult «d10»⟧ ⟦duration 14 min⟧ — ⟦e-prescription «U4»«d6»⟧
telehealth consult: ⟦room «l10»⟧ ⟦video 720p⟧ — ⟦reconnects 2⟧
lab turnaround: ⟦order «U3»«d9»⟧ ⟦TAT 26 h⟧ — ⟦malaria microscopy negative⟧
lab turnaround: ⟦barcode «d12»⟧ ⟦tube EDTA 3 mL⟧ — ⟦haemolysed: no⟧
sequencing core: ⟦run «d6»_«U9»_«d4»_«U10»⟧ ⟦Q30 92.1%⟧ — ⟦reads 412 M⟧
sequencing core: ⟦library «U2»«d6»⟧ ⟦Qubit 3.4 ng/µL⟧ — ⟦index «U8»+«U8»⟧
plasmid prep: ⟦clone «l6»-«d3»⟧ ⟦sequence-verified⟧ — ⟦digest «h40»⟧
biobank freezer: ⟦rack «U1»«d2»⟧ ⟦box «d4»⟧ ⟦position C7⟧ — ⟦−80 °C⟧
clinical supplies: ⟦depot «U3»⟧ ⟦kit range «d6»–«d6»⟧ — ⟦temperature excursion: none⟧
medical device: ⟦UDI (01)«d14»(17)271231⟧ ⟦glucometer⟧ — ⟦firmware 3.2.1⟧
pharmacovigilance: ⟦ICSR «U2»-«U4»-«d10»⟧ ⟦MedDRA PT «d8»⟧ — ⟦non-serious⟧
pharmacovigilance: ⟦case «uuid»⟧ ⟦reporter: pharmacist⟧ — ⟦country CV⟧
lab QC: ⟦Levey-Jennings «l8»⟧ ⟦+2 SD warning⟧ — ⟦analyte potassium⟧
lab QC: ⟦EQA round «d4»-«d2»⟧ ⟦score 96%⟧ — ⟦scheme «U5»⟧
community health: ⟦CHW «d7»⟧ ⟦14 households⟧ — ⟦ORS sachets 30⟧
"""

FLAGS = r"""
flags: ⟦password_required=true⟧ ⟦password_min_length=12⟧ for ⟦the pharmacy portal⟧
flags: ⟦PIN_RETRY_LIMIT=3⟧ ⟦PIN_LENGTH=6⟧ ⟦PIN_LOCKOUT_MINUTES=30⟧
flags: ⟦api_key_header=X-Api-Key⟧ ⟦api_key_location=header⟧
flags: ⟦TOKEN_TTL_SECONDS=900⟧ ⟦REFRESH_TOKEN_ROTATION=on⟧
flags: ⟦secret_manager=vault⟧ ⟦secret_path=kv/clinic/prod⟧
flags: ⟦passphrase_words=6⟧ ⟦passphrase_wordlist=eff_large⟧
flags: ⟦recovery_codes_count=10⟧ ⟦recovery_codes_used=2⟧
flags: ⟦xlsx_password_protected: no⟧ ⟦sheet_protection: structure only⟧
flags: ⟦pdf_encrypted: yes (AES-256)⟧ ⟦pdf_user_password: not set⟧
flags: ⟦docx_restrict_editing=forms⟧ ⟦docx_password=none⟧
flags: ⟦OFFICE_SCRIPT_KEY_SOURCE=environment⟧ ⟦OFFICE_SCRIPT_TIMEOUT=120⟧
flags: ⟦SHEETS_TOKEN_FILE=~/.config/gspread/authorized_user.json⟧ (path only)
flags: ⟦AIRTABLE_TOKEN_SCOPES=data.records:read schema.bases:read⟧
flags: ⟦NOTION_TOKEN_ENV=NOTION_API_KEY⟧ ⟦NOTION_VERSION=2022-06-28⟧
flags: ⟦CODA_API_TOKEN=${CODA_API_TOKEN}⟧ (placeholder, resolved at runtime)
flags: ⟦webhook_secret_set: true⟧ ⟦webhook_secret_last_rotated: 2026-11-02⟧
flags: ⟦mfa_method=totp⟧ ⟦mfa_backup_codes=enabled⟧
flags: ⟦client_secret_expires_at=2027-03-01⟧ ⟦client_secret_hint=…7Qx⟧
flags: ⟦LIMS_PASSWORD_FROM=keyring⟧ ⟦LIMS_USER=svc_import⟧
flags: ⟦EDC_SESSION_TIMEOUT=20m⟧ ⟦EDC_PASSWORD_EXPIRY_DAYS=90⟧
flags: ⟦mobile_money_pin_prompt=USSD⟧ ⟦otp_length=6⟧ ⟦otp_expiry=300s⟧
flags: ⟦key_rotation_days=90⟧ ⟦key_id=kid-«h8»⟧
flags: ⟦private_key_path=/etc/nabla/client.pem⟧ ⟦private_key_mode=0400⟧
flags: ⟦token_count=1,284⟧ ⟦max_tokens=4,096⟧ for ⟦the summary model⟧
flags: ⟦has_password: false⟧ ⟦has_pin: true⟧ ⟦has_biometrics: true⟧
flags: ⟦secret_scanning=enabled⟧ ⟦push_protection=enabled⟧
flags: ⟦password_field_name="lims_password"⟧ ⟦masked in UI⟧
flags: ⟦session_cookie_name=__Host-rx_session⟧ ⟦SameSite=Strict⟧
flags: ⟦auth_scheme=Bearer⟧ ⟦token_endpoint=https://auth.acme-clinic.com/oauth/token⟧
flags: ⟦api_keys_active=3⟧ ⟦api_keys_revoked=7⟧ ⟦last_used 2026-12-06⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: '12 tabs'⟧ in column ⟦pill_count⟧
parse: ⟦could not convert string to float: '7,4'⟧ (decimal comma) in ⟦HbA1c⟧
parse: ⟦time data '31/11/2026' does not match format '%d/%m/%Y'⟧
parse: ⟦Invalid cell coordinates (AA0)⟧ in ⟦range Config!AA0:B5⟧
parse: ⟦Worksheet Stock does not exist.⟧ in ⟦pharmacy_stock.xlsx⟧
parse: ⟦KeyError: 'token_count'⟧ in ⟦usage.csv row 42⟧
parse: ⟦key not found: user_42⟧ in ⟦the roster sheet⟧
parse: ⟦unexpected value 'password' in column B⟧ (⟦header row expected⟧)
parse: ⟦Expecting ',' delimiter: line 1 column 88 (char 87)⟧ in ⟦notion_export.json⟧
parse: ⟦unknown field "api_key_id"⟧ in ⟦airtable schema, table Couriers⟧
parse: ⟦duplicate key "secretKey"⟧ at ⟦line 4 of meetingdoctors.yml⟧ (⟦value not shown⟧)
parse: ⟦GTIN check digit mismatch: 0«d13»⟧ ⟦expected 7⟧
parse: ⟦NAFDAC number format invalid: A4-1O92⟧ (⟦letter O for zero⟧)
parse: ⟦date out of visit window: 2026-12-19 (window 2026-12-03..2026-12-09)⟧
parse: ⟦MedDRA code 10037660 not in version 27.1⟧
parse: ⟦unit "mmol/mol" not allowed for HbA1c %⟧
parse: ⟦ICD-10 code "B54" too unspecific⟧ for ⟦malaria, confirmed⟧
parse: ⟦pdf: xref table broken, rebuilding⟧ ⟦page 14 of 31⟧
parse: ⟦docx: w:t element outside run at paragraph 212⟧
parse: ⟦csv: field larger than field limit (131072)⟧ at ⟦record 8,811⟧
parse: ⟦unsupported encoding: windows-1252 guessed for roster.csv⟧
parse: ⟦sharedStrings index 4471 out of range (count 4402)⟧
parse: ⟦formula error #REF! in Stock!F12⟧ ⟦source row deleted⟧
parse: ⟦Barcode «d12» scanned twice⟧ ⟦second scan ignored⟧
parse: ⟦Account-Id must be 64 hex characters, got 63⟧
"""
