"""Held-out set 79: tool results of spreadsheet and office agents.

Six three-step scenarios, the secret in step 1, 2 or 3 of a realistic result of that tool:
Microsoft Graph's Excel workbook API (``range(address=...)``, table rows, ``workbook/names``),
the Google Sheets API (``values.get``, ``values:batchGet``, ``developerMetadata``), Office
Scripts run from Power Automate (the script, its run result and logs, its failure), text
extracted from office files (``python-docx`` paragraphs, ``python-pptx`` speaker notes,
``pdftotext -layout``), the Airtable REST API (list records, a webhook payload, a base
schema) and the Notion and Coda APIs (block children, a database query, Coda rows). Single
results: CSV exports, ``xlsx2csv``, ``in2csv``, ``ssconvert``, ``soffice --convert-to``,
``mammoth``, ``docx2python``, ``antiword``, ``catdoc``, ``mutool draw``, ``camelot``,
``exiftool`` on a .docx, ``olevba`` on a macro workbook, an ``.iqy`` web query, a Power Query
``Web.Contents`` source, ``clasp``'s ``.clasprc.json``, ``gspread``'s service account, ``rg``
and ``grep`` over extracted sheets, ``git diff`` of a CSV export, and HTTP responses minting
Notion, Google and Microsoft tokens. Every tool and API path named was grepped for in every
earlier ``benchmarks/*heldout*`` file (none matched).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 graph range ¦ scenario 1 step 1: Microsoft Graph GET .../workbook/worksheets('Config')/range(address='A1:B5') ¦ {p} ¦ {"@odata.context":"https://graph.microsoft.com/v1.0/$metadata#workbookRange","address":"Config!A1:B5","rowCount":5,"values":[["setting","value"],["lims_host","lims.acme-lab.local"],["lims_user","svc_import"],["lims_password","{t}"],["batch_size",250]]}
s1 graph table rows ¦ scenario 1 step 2: Microsoft Graph GET .../workbook/tables('Integrations')/rows?$top=3 ¦ {A40} ¦ {"value":[{"index":0,"values":[["Courier portal","ops@acme-lab.com","n/a"]]},{"index":1,"values":[["Results API","results-bot","{t}"]]},{"index":2,"values":[["Printer","label-01","—"]]}]}
s1 graph names ¦ scenario 1 step 3: Microsoft Graph GET .../workbook/names, a named constant holding a key ¦ {h48} ¦ {"value":[{"name":"RegionList","type":"Range","value":"=Lists!$A$2:$A$9","visible":true},{"name":"SFTP_KEY","type":"String","value":"=\"{t}\"","visible":false}]}
s2 sheets values get ¦ scenario 2 step 1: Google Sheets API spreadsheets.values.get of a clinic roster sheet ¦ {p} ¦ {"range":"'Staff logins'!A1:D4","majorDimension":"ROWS","values":[["Name","Role","EMR user","Temp password"],["Adaeze N.","Nurse","anwosu","{t}"],["Kofi M.","Pharmacist","kmensah","(changed)"]]}
s2 sheets batchget ¦ scenario 2 step 2: Google Sheets API values:batchGet with two valueRanges ¦ {A36} ¦ {"spreadsheetId":"1xQ9mZk3V0bT7wLr2cN8pYd4hJ6sE1aF5gU0oK2iR7tA","valueRanges":[{"range":"Vendors!A2:B2","values":[["Pharmacy API","enabled"]]},{"range":"Vendors!F2","values":[["{t}"]]}]}
s2 sheets metadata ¦ scenario 2 step 3: Google Sheets API spreadsheets.get?fields=developerMetadata ¦ {A48} ¦ {"developerMetadata":[{"metadataId":88120411,"metadataKey":"sync.webhookSecret","metadataValue":"{t}","visibility":"DOCUMENT","location":{"locationType":"SPREADSHEET"}}]}
s3 office script source ¦ scenario 3 step 1: an Office Script's source read by the agent (ExcelScript) ¦ {A40} ¦ function main(workbook: ExcelScript.Workbook) {\n  const apiKey = "{t}";\n  const sheet = workbook.getWorksheet("Orders");\n  sheet.getRange("H1").setValue(`synced ${new Date().toISOString()}`);\n}
s3 run script result ¦ scenario 3 step 2: Power Automate "Run script" action output with the script's logs ¦ {u48} ¦ {"statusCode":200,"body":{"result":null,"logs":["Fetching pharmacy stock…","Using bearer {t}","Wrote 412 rows to Stock!A2:F413"]}}
s3 run script error ¦ scenario 3 step 3: the same flow failing, the request echoed in the error ¦ {p} ¦ {"error":{"code":"ScriptRuntimeError","message":"Line 14: fetch https://stock.acme-pharm.com/api?user=excel&pass={t} failed: 401","innerError":{"date":"2026-12-07T15:22:09"}}}
s4 docx paragraphs ¦ scenario 4 step 1: python-docx paragraphs of a clinic onboarding document ¦ {p} ¦ >>> [p.text for p in Document("Onboarding_Lagos_clinic.docx").paragraphs][4:8]\n['Welcome to the team!', 'Your EMR username is your staff number.', 'Wi-Fi: ACME-STAFF — password {t}', 'Ask IT for the printer queue.']
s4 pptx notes ¦ scenario 4 step 2: python-pptx speaker notes of a study start-up deck ¦ {A40} ¦ >>> prs.slides[6].notes_slide.notes_text_frame.text\n'Demo the ePRO upload live. If the sandbox asks, the API key is {t} (sandbox only!)'
s4 pdftotext ¦ scenario 4 step 3: pdftotext -layout of a lab SOP, an appendix with the LIMS service login ¦ {p} ¦ $ pdftotext -layout SOP-LAB-014_v3.pdf - | sed -n '212,218p'\n  Appendix C   Instrument interface accounts\n  Analyzer          Account          Password\n  Cobas c311        cobas_if         {t}\n  Sysmex XN-550     (uses LIS default)
s5 airtable list ¦ scenario 5 step 1: Airtable GET /v0/{baseId}/{table} list records ¦ {A40} ¦ {"records":[{"id":"rec4Tz9qLm2WbX8aK","createdTime":"2026-11-30T09:12:44.000Z","fields":{"Supplier":"ColdChain Ltd","Portal user":"acme-ops","Portal API key":"{t}","Status":"Active"}}],"offset":"itrB7nQ2/rec4Tz9qLm2WbX8aK"}
s5 airtable webhook ¦ scenario 5 step 2: an Airtable webhook payload list, a cell changed to a password ¦ {p} ¦ {"payloads":[{"timestamp":"2026-12-07T14:03:11.250Z","baseTransactionNumber":4471,"changedTablesById":{"tblPq81":{"changedRecordsById":{"recA77":{"current":{"cellValuesByFieldId":{"fldPass":"{t}"}},"previous":{"cellValuesByFieldId":{"fldPass":""}}}}}}}]}
s5 airtable schema ¦ scenario 5 step 3: Airtable base schema, a field description holding a token ¦ {A48} ¦ {"tables":[{"id":"tblPq81","name":"Couriers","fields":[{"id":"fldTrk","name":"Tracking","type":"url","description":"Open with ?access_token={t} appended"}]}]}
s6 notion blocks ¦ scenario 6 step 1: Notion GET /v1/blocks/{id}/children, a code block with an .env ¦ {A40} ¦ {"object":"list","results":[{"object":"block","type":"code","code":{"language":"shell","rich_text":[{"type":"text","plain_text":"TELEHEALTH_API_KEY={t}\nTELEHEALTH_REGION=eu"}]}}],"has_more":false}
s6 notion query ¦ scenario 6 step 2: Notion POST /v1/databases/{id}/query, a rich_text property ¦ {p} ¦ {"results":[{"object":"page","id":"7c1e…","properties":{"Device":{"title":[{"plain_text":"Ward 3 tablet"}]},"PIN / password":{"rich_text":[{"plain_text":"{t}"}]}}}]}
s6 coda rows ¦ scenario 6 step 3: Coda GET /docs/{docId}/tables/{tableId}/rows?useColumnNames=true ¦ {u40} ¦ {"items":[{"id":"i-Qw3","name":"Lab portal","values":{"Owner":"bench@acme.bio","Client ID":"lab-portal-7","Client secret":"{t}"}}]}
"""

SINGLES = r"""
csv export users ¦ head of a CSV export of pharmacy staff accounts with their first passwords ¦ {p} ¦ $ head -3 staff_export_2026-12-07.csv\nstaff_id,name,branch,initial_password\n41207,Chinedu Okeke,Ikeja,{t}\n41208,Fatou Diop,Dakar Plateau,(reset)
xlsx2csv ¦ xlsx2csv of a wearables integration workbook, sheet Keys ¦ {A40} ¦ $ xlsx2csv -n Keys integrations.xlsx\nvendor,env,key\nstep-tracker,prod,{t}\nscale,prod,(pending)
in2csv ¦ in2csv of an .xls lab instrument register, a password column printed bare ¦ {p} ¦ $ in2csv instruments.xls | csvcut -c 1,4,5\nasset,service_user,service_password\nHPLC-02,agilent_fs,{t}
ssconvert ¦ ssconvert of an .ods vaccine cold-chain sheet to CSV ¦ {A32} ¦ $ ssconvert coldchain.ods /dev/stdout 2>/dev/null | sed -n 1,3p\nfridge,logger,cloud_token\nF-07,LogTag-1192,{t}
soffice convert ¦ soffice --headless --convert-to csv, then cat ¦ {h40} ¦ $ soffice --headless --convert-to csv trial_sites.xlsx && cat trial_sites.csv\nsite,country,edc_api_key\nSITE-012,Ghana,{t}\nSITE-014,Côte d'Ivoire,
mammoth ¦ mammoth --output-format=markdown of a telehealth setup guide ¦ {A48} ¦ $ mammoth --output-format=markdown Telehealth_setup.docx\n## Step 3\nPaste the partner token **{t}** into Settings › Integrations.
docx2python ¦ docx2python body of a clinical trial contact sheet, a table cell ¦ {p} ¦ >>> docx2python("CRA_contacts.docx").body[0][2]\n[['ePRO vendor helpdesk'], ['+44 20 7946 0321'], ['account: acme-cra / {t}']]
antiword ¦ antiword of a legacy .doc pharmacy procedure ¦ {p} ¦ $ antiword Dispensing_procedure_2019.doc | grep -n -i 'mot de passe'\n48:Mot de passe du logiciel de caisse : {t}
catdoc ¦ catdoc of a .doc grant report with a repository token ¦ {A40} ¦ $ catdoc GrantReport_Q3.doc | tail -4\nData deposited in the consortium repository.\nUpload token (valid until 2027-01-31): {t}
mutool ¦ mutool draw -F txt of a scanned-and-OCRed courier manifest ¦ {A32} ¦ $ mutool draw -F txt manifest_0412.pdf 2 | head -5\nCOURIER MANIFEST — SPECIMENS\nPickup: Accra Central Lab\nTracking portal key: {t}\nBoxes: 4 (ambient 3, frozen 1)
camelot ¦ camelot reading a table from a PDF vendor onboarding form ¦ {A36} ¦ >>> camelot.read_pdf("vendor_onboarding.pdf", pages="3")[0].df.iloc[4].tolist()\n['API secret', '{t}', 'rotate yearly']
exiftool ¦ exiftool on a .docx, custom document properties ¦ {A40} ¦ $ exiftool -a -G1 protocol_v5.docx | grep -i -A0 XMP-\\|Custom\n[XML]           Template                        : ACME-protocol.dotx\n[XML]           Sync Api Key                    : {t}
olevba ¦ olevba of a macro-enabled order workbook, a hard-coded connection string ¦ {p} ¦ $ olevba orders_2026.xlsm | sed -n '/Sub Refresh/,/End Sub/p'\nSub RefreshStock()\n    conn.Open "Provider=SQLOLEDB;Data Source=10.8.0.5;Initial Catalog=stock;User ID=excel;Password={t};"\nEnd Sub
iqy ¦ cat of an Excel .iqy web query with a key in the URL ¦ {h40} ¦ $ cat LabResults.iqy\nWEB\n1\nhttps://lis.acme-lab.local/export/results.csv?from=[\"From\"]&key={t}
power query ¦ a Power Query M source read from a workbook's DataMashup ¦ {u48} ¦ let\n    Source = Json.Document(Web.Contents("https://api.acme-rx.com/v2/dispenses", [Headers=[Authorization="Bearer {t}"], Query=[since="2026-12-01"]]))\nin\n    Source
clasprc ¦ cat ~/.clasprc.json of clasp (Apps Script CLI), a refresh token ¦ 1//{u100} ¦ {"tokens":{"default":{"client_id":"1072944905499-vm2v2i5dvn0a0d2o4ca36i1vge8cvbn0.apps.googleusercontent.com","refresh_token":"{t}","type":"authorized_user"}}}
gspread sa ¦ cat ~/.config/gspread/service_account.json, a private key ¦ {b64} ¦ {"type":"service_account","project_id":"acme-sheets-sync","private_key_id":"4b1c…","private_key":"-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC{t}\\n-----END PRIVATE KEY-----\\n","client_email":"sync@acme-sheets-sync.iam.gserviceaccount.com"}
rg exports ¦ rg over a folder of CSV exports from a spreadsheet agent ¦ {A40} ¦ $ rg -n -i 'secret|key' exports/\nexports/integrations.csv:7:malaria-dashboard,prod,client_secret,{t}\nexports/readme.txt:2:Keys are rotated quarterly.
grep sharedstrings ¦ unzip -p | grep -o of a workbook's xl/sharedStrings.xml ¦ {p} ¦ $ unzip -p rota.xlsx xl/sharedStrings.xml | grep -o '<t>[^<]*</t>' | sed -n '40,43p'\n<t>Night shift</t>\n<t>Door code</t>\n<t>{t}</t>\n<t>Ward 5</t>
git diff csv ¦ git diff of a CSV export committed by an agent ¦ {A36} ¦ $ git diff -- data/lab_partners.csv\n-lab,contact,api_key\n+lab,contact,api_key\n+Kumasi Diagnostics,results@kd.example,{t}
http notion oauth ¦ an HTTP tool response to Notion's OAuth token exchange ¦ ntn_{A46} ¦ HTTP 200 POST https://api.notion.com/v1/oauth/token\n{"access_token":"{t}","token_type":"bearer","bot_id":"3b9e…","workspace_name":"ACME Clinics","duplicated_template_id":null}
http google token ¦ an HTTP tool response minting a Google access token for the Sheets scope ¦ ya29.a0{u150} ¦ HTTP 200 POST https://oauth2.googleapis.com/token\n{"access_token":"{t}","expires_in":3599,"scope":"https://www.googleapis.com/auth/spreadsheets","token_type":"Bearer"}
http graph token ¦ an HTTP tool response minting a Microsoft Graph token for Files.ReadWrite ¦ eyJ0eXAiOiJKV1QiLCJub25jZSI6Ij.{u200}.{u86} ¦ HTTP 200 POST https://login.microsoftonline.com/acme.onmicrosoft.com/oauth2/v2.0/token\n{"token_type":"Bearer","scope":"Files.ReadWrite Sites.Read.All","expires_in":4475,"access_token":"{t}"}
apps script props ¦ an Apps Script execution log printing the script properties ¦ {A40} ¦ 15:31:02  Info  {PHARMACY_API_KEY={t}, SHEET_ID=1xQ9mZk3V0bT7wLr2cN8pYd4hJ6sE1aF5gU0oK2iR7tA, LAST_SYNC=2026-12-07}
pandas read excel ¦ pandas read_excel of a sheet, a DataFrame printed ¦ {A32} ¦ >>> pd.read_excel("partners.xlsx", sheet_name="API")\n        partner     env                               key\n0   telehealth    prod  {t}\n1   pharmacy      test               (ask Adama)
drive files list ¦ Google Drive API files.list with appProperties, a sync key stored on a sheet ¦ {A40} ¦ {"files":[{"id":"1xQ9mZk3V0bT7wLr2cN8pYd4hJ6sE1aF5gU0oK2iR7tA","name":"Rota December.xlsx","mimeType":"application/vnd.google-apps.spreadsheet","appProperties":{"syncKey":"{t}","owner":"ward-admin"}}]}
docx comments ¦ docx2python comments of a protocol draft ¦ {p} ¦ >>> docx2python("Protocol_v5_draft.docx").comments[:2]\n[('Ngozi Eze', '2026-12-01T10:14:00Z', 'For the demo use the sandbox password {t}'), ('Moussa Traoré', '2026-12-02T08:03:00Z', 'OK, fixed the visit window.')]
airtable script log ¦ Airtable scripting extension output, a console.log of the config record ¦ {A40} ¦ CONSOLE\n{\n  "endpoint": "https://rx-sync.acme.health/v1",\n  "token": "{t}",\n  "batch": 50\n}
coda automation ¦ curl triggering a Coda webhook automation with the API token ¦ {uuid} ¦ $ curl -X POST -H "Authorization: Bearer {t}" -H "Content-Type: application/json" https://coda.io/apis/v1/docs/AbCdEf12/hooks/automation/grid-auto-9QkZ -d '{"sample":"S-4471"}'\n{"statusCode":401,"statusMessage":"Unauthorized"}
notion search ¦ Notion POST /v1/search result, a page title holding a door code and a password ¦ {p} ¦ {"results":[{"object":"page","id":"a41c…","properties":{"title":{"title":[{"plain_text":"Night pharmacy: door 4471#, till login {t}"}]}}}],"next_cursor":null}
ics passcode ¦ cat of an .ics invite for a telehealth case review, the meeting passcode ¦ {A10} ¦ BEGIN:VEVENT\nSUMMARY:Tumour board — case 12\nDESCRIPTION:Join the meeting: https://teams.microsoft.com/l/meetup-join/19%3ameeting_Y2Fz@thread.v2/0\\nMeeting ID: 345 678 901 234\\nPasscode: {t}\nDTSTART:20261208T090000Z\nEND:VEVENT
openpyxl iter ¦ openpyxl iter_rows(values_only=True) over a sheet of device credentials ¦ {p} ¦ >>> list(ws.iter_rows(min_row=2, max_row=3, values_only=True))\n[('Glucometer hub', 'admin', '{t}'), ('BP kiosk', 'admin', None)]
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS, raises="args"),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
