"""Innocent set 79: spreadsheet and office agents' output in set 79's tool shapes with no
secret, public keys, key ids, fingerprints, digests and file names beside credential words,
set 79's languages, and public ids of set 79's vendors.

``AGENT``: Microsoft Graph's Excel API, the Google Sheets and Drive APIs, Office Scripts and
Power Automate, text extracted from .docx, .pptx and .pdf files, CSV exports, the Airtable,
Notion and Coda APIs, where every credential is masked, referenced or absent and the ids are
long and generated-looking. ``PUBLIC``: public halves and identifiers. ``WORLD``: set 79's
languages saying that a password, PIN or code was changed, sent or expired, without one.
``VENDOR_IDS``: set 79's vendors' public ids (client ids, partner ids, app ids, study ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦GET /me/drive/items/01«U30»/workbook/worksheets⟧ → ⟦3 worksheets: Config, Stock, Rota⟧
agent: ⟦range Config!A1:B5⟧ ⟦rowCount 5⟧ ⟦"lims_password": "********"⟧ (⟦masked by sheet owner⟧)
agent: ⟦workbook session «uuid»⟧ ⟦persistChanges=false⟧ ⟦closed⟧
agent: ⟦table Integrations⟧ ⟦rows 3⟧ ⟦column "API key" is empty in every row⟧
agent: ⟦named item SFTP_KEY⟧ ⟦type Error⟧ ⟦value #NAME?⟧
agent: ⟦spreadsheetId 1«A43»⟧ ⟦range 'Staff logins'!A1:D4⟧ ⟦majorDimension ROWS⟧
agent: ⟦values:batchGet⟧ ⟦2 valueRanges⟧ ⟦Vendors!F2 is empty⟧
agent: ⟦developerMetadata key sync.webhookSecretRef⟧ ⟦value "secretmanager:projects/acme/secrets/webhook/versions/3"⟧
agent: ⟦Drive file «A33»⟧ ⟦name "passwords_policy_v2.docx"⟧ ⟦modified 2026-12-01⟧
agent: ⟦Office Script "SyncStock"⟧ ⟦run «uuid»⟧ ⟦succeeded in 41 s⟧ ⟦412 rows⟧
agent: ⟦Run script⟧ ⟦logs: "Using key from environment (KEY_SET=true)"⟧
agent: ⟦flow run 08584«d15»CU«d2»⟧ ⟦status Succeeded⟧
agent: ⟦Document("Onboarding_Lagos_clinic.docx")⟧ ⟦14 paragraphs⟧ ⟦"Wi-Fi password: ask the matron"⟧
agent: ⟦slide 7 notes⟧ ⟦"the API key is in the team vault, entry ePRO-sandbox"⟧
agent: ⟦pdftotext SOP-LAB-014_v3.pdf⟧ ⟦31 pages⟧ ⟦Appendix C: passwords removed in v3⟧
agent: ⟦Airtable record rec«A14»⟧ ⟦fields: Supplier, Portal user, Status⟧ ⟦"Portal API key" hidden by field permissions⟧
agent: ⟦Airtable base app«A14»⟧ ⟦table tbl«A14»⟧ ⟦view viw«A14»⟧ ⟦412 records⟧
agent: ⟦webhook ach«A14»⟧ ⟦cursor 4471⟧ ⟦macSecretBase64 not returned after creation⟧
agent: ⟦Notion page «h32»⟧ ⟦title "Token count report — November"⟧ ⟦12 blocks⟧
agent: ⟦Notion database «uuid»⟧ ⟦property "PIN / password"⟧ ⟦type rich_text, 0 values⟧
agent: ⟦Coda doc AbCdEf12⟧ ⟦table grid-«A10»⟧ ⟦row i-«A10»⟧ ⟦"Client secret": "(stored in Coda pack auth)"⟧
agent: ⟦head staff_export_2026-12-07.csv⟧ ⟦columns staff_id,name,branch,initial_password⟧ ⟦initial_password blank for all 86 rows⟧
agent: ⟦xlsx2csv -n Keys integrations.xlsx⟧ ⟦sheet Keys has 0 data rows⟧
agent: ⟦olevba orders_2026.xlsm⟧ ⟦1 macro module⟧ ⟦suspicious keywords: Shell, CreateObject⟧ ⟦no hard-coded passwords found⟧
agent: ⟦exiftool protocol_v5.docx⟧ ⟦Template ACME-protocol.dotx⟧ ⟦Revision 14⟧ ⟦Total Edit Time 6.2 hours⟧
agent: ⟦zipinfo export.zip⟧ ⟦2 files⟧ ⟦exports/sync-«h40».json⟧ (⟦file name is a content hash⟧)
agent: ⟦sha256 «h64»⟧ ⟦Rota December.xlsx⟧ ⟦unchanged since last sync⟧
agent: ⟦rg -n -i 'secret|key' exports/⟧ ⟦0 matches in 12 files⟧
agent: ⟦git diff --stat⟧ ⟦data/lab_partners.csv | 4 ++--⟧ ⟦commit «h40»⟧
agent: ⟦openpyxl: Data Validation extension is not supported and will be removed⟧ ⟦rota.xlsx⟧
agent: ⟦pandas.read_excel⟧ ⟦sheet API⟧ ⟦shape (2, 3)⟧ ⟦column key dtype object⟧
agent: ⟦clasp push⟧ ⟦Pushed 4 files⟧ ⟦scriptId 1«A56»⟧
agent: ⟦gspread: opened "Rota December"⟧ ⟦id 1«A43»⟧ ⟦service account sync@acme-sheets-sync.iam.gserviceaccount.com⟧
agent: ⟦Graph token acquired⟧ ⟦scope Files.ReadWrite⟧ ⟦expires in 4475 s⟧ (⟦token not logged⟧)
agent: ⟦Notion OAuth: bot_id «uuid»⟧ ⟦workspace ACME Clinics⟧ ⟦owner type user⟧
agent: ⟦Google OAuth: token refreshed⟧ ⟦client_id «d12»-«l32».apps.googleusercontent.com⟧
agent: ⟦docx2python comments: 2⟧ ⟦authors Ngozi Eze, Moussa Traoré⟧ ⟦no credentials⟧
agent: ⟦camelot: 1 table on page 3⟧ ⟦accuracy 99.1⟧ ⟦whitespace 12.4⟧
agent: ⟦mutool draw -F txt manifest_0412.pdf⟧ ⟦2 pages⟧ ⟦OCR confidence 0.93⟧
agent: ⟦soffice --convert-to csv⟧ ⟦trial_sites.xlsx → trial_sites.csv⟧ ⟦14 sites⟧
agent: ⟦Power Query refresh⟧ ⟦Dispenses⟧ ⟦credentials: Organizational account (stored in Excel)⟧
agent: ⟦.iqy LabResults⟧ ⟦parameter "From" prompt⟧ ⟦no key in URL⟧
agent: ⟦ics invite⟧ ⟦Tumour board — case 12⟧ ⟦Meeting ID: 345 678 901 234⟧ ⟦passcode sent separately⟧
agent: ⟦Apps Script execution «uuid»⟧ ⟦Completed⟧ ⟦PHARMACY_API_KEY set: true⟧
agent: ⟦Graph: 423 Locked⟧ ⟦workbook «U30» is open in another session⟧ ⟦retry after 30 s⟧
"""

PUBLIC = r"""
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦lab-sync@acme⟧ (public key)
public: ⟦GPG fingerprint «H40»⟧ ⟦pharmacy releases⟧
public: ⟦JWKS kid «h16»⟧ ⟦alg RS256⟧ ⟦use sig⟧ — ⟦n (modulus) published⟧
public: ⟦X.509 serial «H32»⟧ ⟦CN=api.acme-clinic.com⟧ ⟦SHA-256 «H64»⟧
public: ⟦Nabla OAuth client «uuid»⟧ ⟦public key uploaded 2026-11-30⟧
public: ⟦Google OAuth client id «d12»-«l32».apps.googleusercontent.com⟧ (public, in the app)
public: ⟦Microsoft app (client) id «uuid»⟧ ⟦tenant «uuid»⟧
public: ⟦Airtable base app«A14»⟧ ⟦share link shr«A14»⟧ (read-only view, no credential)
public: ⟦Notion integration id «uuid»⟧ ⟦capabilities: read content⟧
public: ⟦Coda doc id AbCdEf12⟧ ⟦published at coda.io/@acme/rota⟧
public: ⟦LibreLinkUp Account-Id «h64»⟧ (⟦SHA-256 of the user id, sent as a header⟧)
public: ⟦NPI 1«d9»⟧ ⟦pharmacy NCPDP «d7»⟧ (⟦public registries⟧)
public: ⟦Medable org code acmetrials⟧ ⟦App ePRO-web⟧ ⟦environment api.dev.medable.com⟧
public: ⟦fatsecret client id «h32»⟧ ⟦scope basic barcode⟧
public: ⟦HL7 OID 2.16.840.1.113883.3.«d4».1⟧ ⟦assigning authority ACME Clinic⟧
public: ⟦Arvados token uuid x7q2p-gj3su-«l15»⟧ (⟦the token's id, not the token⟧)
public: ⟦Oystehr project id «uuid»⟧ ⟦M2M client id «A16»⟧
public: ⟦Veeva Vault id 4412⟧ ⟦user id 61024⟧ ⟦vault ACME eTMF⟧
public: ⟦WENO partner id WENOPARTNER-4471⟧ ⟦NCPDP 1234567 (test pharmacy)⟧
public: ⟦DOI 10.«d4»/«l8».«d4»⟧ ⟦dataset ACME-MAL-2026⟧
public: ⟦ORCID 0000-000«d1»-«d4»-«d3»X⟧ ⟦principal investigator⟧
public: ⟦ClinicalTrials.gov NCT0«d7»⟧ ⟦PACTR2026«d8»⟧
public: ⟦UniProt P«d5»⟧ ⟦PDB «d1»«U3»⟧ ⟦GenBank «U2»«d6».1⟧
public: ⟦SRA run SRR«d8»⟧ ⟦BioSample SAMN«d8»⟧
public: ⟦webhook signing key id whk_«l12»⟧ (⟦id only; the secret is never returned⟧)
public: ⟦Sigstore log index «d9»⟧ ⟦digest sha256:«h64»⟧
public: ⟦TOTP issuer "ACME Clinic"⟧ ⟦algorithm SHA1⟧ ⟦digits 6⟧ ⟦period 30⟧
public: ⟦password hash algorithm argon2id⟧ ⟦m=65536, t=3, p=4⟧
public: ⟦API key prefix mb_sk_live_⟧ ⟦last4 9QkZ⟧ ⟦created 2026-10-14⟧
public: ⟦Passio SDK version 3.2.14⟧ ⟦model bundle «h40»⟧
"""

WORLD = r"""
world: ⟦Oga, we don change your password⟧ — ⟦if no be you, call 0800 123 4567⟧.
world: ⟦Your PIN don expire⟧; ⟦go pharmacy make dem give you new one⟧.
world: ⟦Chale, the code we send you don finish⟧, ⟦request another one⟧.
world: ⟦Ya password don change fo pharmacy app⟧ — ⟦na you do am?⟧
world: ⟦Yu paswɔd dɔn chenj⟧. ⟦If na nɔto yu, kɔl di klinik⟧.
world: ⟦Your PIN was reset at the Buchanan branch⟧ ⟦on 2026-12-05⟧, ya hear?
world: ⟦Msee, nenosiri yako imebadilishwa⟧ ⟦saa 3:14 asubuhi⟧.
world: ⟦Kode ti mo ague awe⟧ (⟦your code has expired⟧), ⟦hunda mbeni⟧.
world: ⟦Mot de passe na nge me sobana⟧ ⟦na 2026-12-04⟧.
world: ⟦To PIN inn sanze⟧ ⟦lor laplikasion lasante⟧ — ⟦si se pa twa, telefonn nou⟧.
world: ⟦Ou PIN in ganny sanze⟧ ⟦Zedi 3 Desanm⟧.
world: ⟦Out kod la fini ekspiré⟧, ⟦domann in not⟧.
world: ⟦Bu PIN muda⟧ ⟦dia 4 di Dizénbru⟧.
world: ⟦Bu kodi ja kaba⟧, ⟦pidi utru⟧.
world: ⟦Kodigu bô ja kaba⟧ ⟦na dia 5⟧.
world: ⟦Mon vieux, ton code a expiré deh⟧, ⟦faut demander un autre⟧.
world: ⟦Orange Money : votre code de retrait a expiré⟧. ⟦Montant 25 000 FCFA reversé⟧.
world: ⟦Wave : votre code secret a été modifié avec succès⟧.
world: ⟦MTN MoMo : code OTP envoyé au 229 97 «d2» «d2» «d2»⟧ ⟦valable 5 minutes⟧.
world: ⟦Flooz : votre code secret a été réinitialisé⟧ ⟦à l'agence de Lomé⟧.
world: ⟦Le mot de passe DHIS2 du district a été changé⟧ ⟦par l'administrateur national⟧.
world: ⟦Votre code d'accès aux résultats a été envoyé par SMS⟧ ⟦au numéro se terminant par 47⟧.
world: ⟦Votre mot de passe du dossier médical expire dans 5 jours⟧.
world: ⟦Le password de l'app a changé⟧, ⟦demande au gars de l'IT⟧.
world: ⟦Unitel Money: o seu PIN foi alterado com sucesso⟧.
world: ⟦A sua senha do portal de resultados expirou⟧; ⟦defina uma nova⟧.
world: ⟦O PIN do seu cartão vinti4 foi bloqueado⟧ ⟦após 3 tentativas⟧.
world: ⟦Códigos de recuperação gerados: 10⟧ ⟦(mostrados apenas uma vez)⟧.
world: ⟦A sua palavra-passe provisória foi enviada⟧ ⟦para o e-mail registado⟧.
world: ⟦Password tai jedid ya gi rasulu⟧ ⟦le telefon tai⟧.
"""

VENDOR_IDS = r"""
vendor: ⟦fatsecret food_id «d7»⟧ ⟦serving_id «d7»⟧ ⟦Jollof rice⟧
vendor: ⟦Passio food «U2»«d6»⟧ ⟦ref code «b64_43»⟧ ⟦confidence 0.91⟧
vendor: ⟦GoodRx drug_id «d5»⟧ ⟦NDC «d5»-«d4»-«d2»⟧ ⟦price $12.40⟧
vendor: ⟦Medidata study ACME-201 (PROD)⟧ ⟦subject key «uuid»⟧ ⟦form HEM⟧
vendor: ⟦Veeva document «d6»⟧ ⟦version 2.1⟧ ⟦lifecycle Approved⟧
vendor: ⟦OpenClinica study OID S_ACME01⟧ ⟦event SE_VISIT4⟧ ⟦item I_VS_SYSBP⟧
vendor: ⟦CDD Vault 4598⟧ ⟦molecule «d7»⟧ ⟦batch «d8»⟧
vendor: ⟦Strateos run r1f«l12»⟧ ⟦container ct1«l15»⟧ ⟦status complete⟧
vendor: ⟦Arvados collection x7q2p-4zz18-«l15»⟧ ⟦portable data hash «h32»+«d5»⟧
vendor: ⟦Basepair analysis «d5»⟧ ⟦sample «d6»⟧ ⟦workflow RNA-seq v4⟧
vendor: ⟦Nabla encounter «uuid»⟧ ⟦note template SOAP⟧ ⟦locale fr-FR⟧
vendor: ⟦LibreLinkUp patientId «uuid»⟧ ⟦sensor serial «U10»⟧ ⟦glucose 6.4 mmol/L⟧
vendor: ⟦iHealth user «h32»⟧ ⟦BP 124/79⟧ ⟦device BP5S «U12»⟧
vendor: ⟦Altibbi consultation «d8»⟧ ⟦medium video⟧ ⟦doctor rating 5⟧
vendor: ⟦Oystehr FHIR Patient/«uuid»⟧ ⟦zambda «uuid»⟧ ⟦runtime nodejs20.x⟧
vendor: ⟦WENO RxReferenceNumber «U16»⟧ ⟦status 010 (accepted)⟧
vendor: ⟦MeetingDoctors user reference u-«d6»⟧ ⟦integration md-int-4412⟧
vendor: ⟦Practo doctor «d5»⟧ ⟦practice «d6»⟧ ⟦slot 2026-12-08 10:30⟧
vendor: ⟦Medable org acmetrials⟧ ⟦c_study «h24»⟧ ⟦c_task «h24»⟧
vendor: ⟦RXNT DoctorCompanyId 4412⟧ ⟦PatientId «d9»⟧
vendor: ⟦Vim patient id «uuid»⟧ ⟦EHR athenaOne⟧ ⟦encounter «d9»⟧
vendor: ⟦Clinical One study «U32»⟧ ⟦site «U32»⟧ ⟦visit Week 4⟧
vendor: ⟦PracticeHub client «d7»⟧ ⟦appointment «d8»⟧ ⟦type Physio 45 min⟧
vendor: ⟦Medblocks workspace acme-sandbox⟧ ⟦template vital_signs.v1⟧ ⟦composition «uuid»::acme::1⟧
vendor: ⟦Jade meter «U12»⟧ ⟦reading «d10»⟧ ⟦5.8 mmol/L before breakfast⟧
vendor: ⟦Everlywell kit «U3»-«d9»⟧ ⟦test HbA1c⟧ ⟦results released⟧
vendor: ⟦Thryve end-user id «h32»⟧ ⟦data source 8 (Garmin)⟧
vendor: ⟦Viedoc study «uuid»⟧ ⟦site SITE-012⟧ ⟦subject 012-0031⟧
vendor: ⟦Halodoc consultation HD-«d10»⟧ ⟦prescription «U3»«d8»⟧
vendor: ⟦Glooko patient «A24»⟧ ⟦pump upload «uuid»⟧ ⟦14 days⟧
"""
