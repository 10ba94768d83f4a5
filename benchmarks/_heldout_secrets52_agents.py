"""Held-out set 52: office-assistant agent tool results, as an agent's tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes grepped for in
every earlier ``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file: none named ``messages.get``,
``"snippet"``, ``bodyPreview``, ``@odata``, ``secretText``/``addPassword``, ``X-ALT-DESC``,
``VALARM``, ``sharedStrings``, ``<si><t>``, ``inlineStr``, ``xl/worksheets``, ``<w:t``,
``w:comment``, ``docProps``, ``ac:structured-macro``/``ac:parameter``, ``valueRanges``,
``=HYPERLINK``, ``=WEBSERVICE``, ``IMPORTXML``, ``pdfplumber``, ``PyMuPDF``, ``docx2txt`` or
tool names like ``search_mail``, ``read_inbox``, ``get_calendar``, ``read_docx``,
``read_xlsx``, ``extract_pdf`` (while Gmail, Notion, pdftotext, pypdf, openpyxl, a VEVENT and
``DESCRIPTION:`` lines did appear, in other shapes). Shapes, written as each API or tool
prints its result (remembered, not copied): the Gmail API's ``users.messages.get``, Microsoft
Graph's messages and ``addPassword``, ICS files with ``X-ALT-DESC`` and ``VALARM``, docx parts
(``word/document.xml``, ``word/comments.xml``, ``docProps/custom.xml``), xlsx parts
(``xl/sharedStrings.xml``, an ``inlineStr`` cell, a ``WEBSERVICE`` formula), a Google Sheets
``values.batchGet`` response, a CSV export, a Notion markdown export, Confluence storage
format and PDF text extracted by pdfplumber and PyMuPDF; and (``EXTRA``, also not named
before) xlsx ``connections.xml``, Power Query ``Web.Contents`` and ``Sql.Database``, pptx
``notesSlide``, ``word/header1.xml``, Graph ``onlineMeeting`` and ``createUploadSession``
(``tempauth``), a Confluence PAT (``rawToken``), Gmail ``smtpMsa``, Notion ``rich_text``,
``Thread-Topic``/``X-MS-Has-Attach`` mail, ``extract_msg``, pypdf ``get_fields``, Apps Script
``PropertiesService``, a vCard ``NOTE`` and an xlsx ``dataValidation``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 gmail vendor welcome ¦ scenario 1 step 1: search_mail then the Gmail API users.messages.get result, a vendor's welcome mail ¦ {A40} ¦ tool search_mail → {"id": "18c3f2a9b7e41d20", "threadId": "18c3f2a9b7e41d20", "labelIds": ["INBOX"], "snippet": "Welcome to Acme Cloud! Your API key is {t} — keep it somewhere safe.", "payload": {"mimeType": "multipart/alternative"}}
s1 gmail reset mail ¦ scenario 1 step 2: the Gmail API message payload's headers and a decoded text part ¦ {p} ¦ tool read_message → {"payload": {"headers": [{"name": "Subject", "value": "Temporary password"}], "parts": [{"mimeType": "text/plain", "body": {"text": "Your temporary password is: {t}\r\nYou will be asked to change it."}}]}}
s1 gmail draft reply ¦ scenario 1 step 3: draft_reply result quoting the message it answers ¦ {h40} ¦ tool draft_reply → {"id": "r-4417032", "message": {"raw_preview": "Thanks! Confirming I received the webhook signing secret.\n\n> On Fri, Dec 5, ops@vendor.io wrote:\n> whsec signing secret: {t}"}}
s2 graph bodypreview ¦ scenario 2 step 1: Microsoft Graph GET /me/messages with bodyPreview ¦ {p} ¦ {"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('me')/messages", "value": [{"subject": "VPN account", "bodyPreview": "Hi Dana, your VPN login is dana.k and the password is {t} until Monday.", "isRead": false}]}
s2 graph body html ¦ scenario 2 step 2: Graph message body with contentType html ¦ {A32} ¦ {"id": "AAMkAGI2TG93AAA=", "body": {"contentType": "html", "content": "<html><body><p>Staging SFTP key passphrase:</p><p><b>{t}</b></p></body></html>"}}
s2 graph addpassword ¦ scenario 2 step 3: Graph POST /applications/{id}/addPassword minting a client secret ¦ {u40} ¦ HTTP 200 POST https://graph.microsoft.com/v1.0/applications/0f7a1c2e-3b4d-4e5f-8a9b-1c2d3e4f5a6b/addPassword\n{"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#microsoft.graph.passwordCredential", "displayName": "assistant-ci", "endDateTime": "2027-06-06T19:00:00Z", "hint": "Qx~", "keyId": "5b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e", "secretText": "{t}"}
s3 ics description ¦ scenario 3 step 1: get_calendar returning an .ics event whose DESCRIPTION holds a dial-in PIN and passcode ¦ {A22} ¦ tool get_calendar → BEGIN:VEVENT\nUID:7f1c@acme.example\nSUMMARY:Board sync\nDESCRIPTION:Join: https://meet.acme.example/j/88301?pwd={t}\\nHost key: 402931\nEND:VEVENT
s3 ics alt desc ¦ scenario 3 step 2: the same calendar's X-ALT-DESC (HTML) with a shared-drive password ¦ {p} ¦ X-ALT-DESC;FMTTYPE=text/html:<p>Slides on \\\\files\\board (user board-ro\\, password <b>{t}</b>)</p>
s3 ics valarm ¦ scenario 3 step 3: a VALARM reminder that carries a door code ¦ {d10} ¦ BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:Reminder: server room code {t}\nTRIGGER:-PT15M\nEND:VALARM
s4 docx document ¦ scenario 4 step 1: read_docx returning word/document.xml runs ¦ {p} ¦ tool read_docx("handover.docx", part="word/document.xml") → <w:p><w:r><w:t xml:space="preserve">Admin console password: </w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>{t}</w:t></w:r></w:p>
s4 docx comment ¦ scenario 4 step 2: word/comments.xml, a reviewer pasting a token in a comment ¦ {A44} ¦ <w:comment w:id="3" w:author="R. Iyer" w:date="2026-12-05T09:14:00Z"><w:p><w:r><w:t>use the service token {t} for the import</w:t></w:r></w:p></w:comment>
s4 docx custom props ¦ scenario 4 step 3: docProps/custom.xml with a custom property ¦ {h48} ¦ <property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="4" name="SignApiKey"><vt:lpwstr>{t}</vt:lpwstr></property>
s5 xlsx shared strings ¦ scenario 5 step 1: read_xlsx returning xl/sharedStrings.xml ¦ {p} ¦ tool read_xlsx("accounts.xlsx", part="xl/sharedStrings.xml") → <sst count="6" uniqueCount="6"><si><t>service</t></si><si><t>password</t></si><si><t>billing-db</t></si><si><t>{t}</t></si></sst>
s5 xlsx inline string ¦ scenario 5 step 2: xl/worksheets/sheet2.xml with an inlineStr cell ¦ {A36} ¦ <row r="4"><c r="A4" t="inlineStr"><is><t>payroll api key</t></is></c><c r="B4" t="inlineStr"><is><t>{t}</t></is></c></row>
s5 xlsx webservice formula ¦ scenario 5 step 3: a WEBSERVICE formula with a key in its URL ¦ {h32} ¦ <c r="C2"><f>WEBSERVICE("https://api.rates.example/v2/latest?access_key={t}&amp;base=EUR")</f><v>#VALUE!</v></c>
s6 notion export ¦ scenario 6 step 1: a Notion page exported as markdown ¦ {p} ¦ tool export_page → # IT onboarding\n\n| System | Login | Password |\n| --- | --- | --- |\n| Wi-Fi (staff) | — | {t} |
s6 confluence storage ¦ scenario 6 step 2: a Confluence page in storage format with a code macro ¦ {A40} ¦ <ac:structured-macro ac:name="code"><ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[export DEPLOY_TOKEN={t}]]></ac:plain-text-body></ac:structured-macro>
s6 pdfplumber text ¦ scenario 6 step 3: extract_pdf (pdfplumber) text of a signed contract's annex ¦ {U24} ¦ tool extract_pdf("annex-b.pdf") → page 3:\nAnnex B – Access\nSFTP host: files.partner.example\nLicence key: {t}\nValid until 31.12.2027
"""

SINGLES = r"""
pymupdf blocks ¦ PyMuPDF page.get_text("blocks") tuples of a scanned handover ¦ {p} ¦ [(72.0, 96.4, 310.2, 110.9, 'Root password (iDRAC):\n', 0, 0), (72.0, 112.1, 240.7, 126.6, '{t}\n', 1, 0)]
sheets batchget ¦ a Google Sheets values.batchGet response with valueRanges ¦ {A32} ¦ {"spreadsheetId": "1xQ9f0aBcD", "valueRanges": [{"range": "Keys!A2:C2", "majorDimension": "ROWS", "values": [["maps", "prod", "{t}"]]}]}
csv export ¦ a CSV export of a shared password sheet, values bare ¦ {p} ¦ tool export_csv → "system","user","password","owner"\n"nas-01","backup","{t}","IT"
hyperlink formula ¦ a cell formula read by get_formula: HYPERLINK to a report with a token ¦ {u43} ¦ tool get_formula("Dashboard!B7") → =HYPERLINK("https://bi.acme.example/embed?token={t}","Open report")
importxml formula ¦ a Google Sheets IMPORTXML formula with an API key in the query ¦ {A39} ¦ =IMPORTXML("https://api.stocks.example/quote.xml?symbol=ACME&apikey={t}", "//price")
docx2txt text ¦ docx2txt output of a meeting minutes file ¦ {p} ¦ $ docx2txt minutes-2026-12-04.docx\nAction items\n- Reset the shared mailbox password to {t} (done by Kai)
outlook rule mail ¦ an Outlook message's MIME headers returned by get_mime ¦ {A28} ¦ X-MS-Exchange-Organization-AuthAs: Internal\nSubject: =?utf-8?Q?Kiosk_unlock?=\n\nUnlock code for the lobby kiosk: {t}
graph list secrets ¦ Graph GET /applications/{id} listing passwordCredentials with a secretText (a tenant where it was echoed back) ¦ {u40} ¦ {"passwordCredentials": [{"displayName": "legacy-sync", "hint": "7fK", "secretText": "{t}", "endDateTime": "2026-12-31T00:00:00Z"}]}
"""

EXTRA = r"""
xlsx connections ¦ read_xlsx returning xl/connections.xml with an ODBC connection string ¦ {p} ¦ <connection id="1" name="ERP" type="1" refreshedVersion="8"><dbPr connection="DRIVER=SQL Server;SERVER=erp-db;UID=report;PWD={t};APP=Microsoft Office" command="SELECT * FROM v_sales"/></connection>
power query web contents ¦ a Power Query M step (from the xlsx's customXml DataMashup) with a key in Web.Contents ¦ {A32} ¦ let\n    Source = Json.Document(Web.Contents("https://api.weather.example/v1/forecast", [Query=[apikey="{t}", city="Pune"]]))\nin\n    Source
power query sql ¦ a Power Query M step with Sql.Database and a password in its options ¦ {p} ¦ Source = Sql.Database("erp-db", "Sales", [Query="select 1", CommandTimeout=#duration(0,0,5,0)]) // uid=report;pwd={t}
pptx notes ¦ read_pptx returning ppt/notesSlides/notesSlide4.xml ¦ {p} ¦ <p:txBody><a:p><a:r><a:t>Demo login: demo@acme.example / {t}</a:t></a:r></a:p></p:txBody>
docx header ¦ word/header1.xml of a template with a licence key in its header ¦ {U25} ¦ <w:hdr><w:p><w:r><w:t>Licensed to ACME GmbH – key {t}</w:t></w:r></w:p></w:hdr>
graph online meeting ¦ Graph GET /me/events/{id} with onlineMeeting and a dial-in passcode in the body ¦ {d10} ¦ {"subject": "Quarterly review", "onlineMeeting": {"joinUrl": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_MjA"}, "body": {"content": "Dial-in: +49 69 1234 5678, conference ID 884 201 77#, host PIN {t}"}}
graph upload session ¦ Graph POST /me/drive/root:/report.xlsx:/createUploadSession minting an uploadUrl with tempauth ¦ {u88} ¦ HTTP 200\n{"uploadUrl": "https://acme-my.sharepoint.com/personal/dana_acme/_api/v2.0/drive/root:/report.xlsx:/uploadSession?guid='b7f2'&overwrite=True&rename=False&tempauth={t}", "expirationDateTime": "2026-12-07T19:04:00Z"}
confluence pat mint ¦ Confluence Data Center POST /rest/pat/latest/tokens returning rawToken ¦ {A44} ¦ HTTP 201 Created\n{"id": 117, "name": "assistant", "createdAt": "2026-12-06T19:04:00.000+0000", "expiringAt": "2027-03-06T19:04:00.000+0000", "rawToken": "{t}"}
gmail sendas smtp ¦ Gmail API users.settings.sendAs.get with an smtpMsa block (password as stored by an admin script) ¦ {a16} ¦ {"sendAsEmail": "billing@acme.example", "displayName": "ACME Billing", "smtpMsa": {"host": "smtp.acme.example", "port": 587, "username": "billing", "password": "{t}", "securityMode": "starttls"}}
notion rich text ¦ Notion API blocks.children.list, a callout's rich_text ¦ {A40} ¦ {"object": "block", "type": "callout", "callout": {"rich_text": [{"type": "text", "text": {"content": "Staging API key: {t}"}, "plain_text": "Staging API key: {t}"}], "icon": {"emoji": "🔑"}}}
eml read ¦ read_eml of a forwarded message with Thread-Topic and X-MS-Has-Attach headers ¦ {p} ¦ Thread-Topic: New starter accounts\nX-MS-Has-Attach: no\nContent-Type: text/plain; charset="utf-8"\n\nHi, Jo's initial password is {t} — please change at first login.
extract msg ¦ extract_msg's text of an Outlook .msg file ¦ {A36} ¦ $ python -m extract_msg --dump-stdout "Re_ API access.msg"\nFrom: partner@vendor.example\nSubject: Re: API access\nBody:\nHere is your production key: {t}
pypdf form fields ¦ pypdf's PdfReader.get_fields() of an onboarding form ¦ {p} ¦ {'employee_id': {'/FT': '/Tx', '/T': 'employee_id', '/V': '40117'}, 'temp_password': {'/FT': '/Tx', '/T': 'temp_password', '/V': '{t}'}}
apps script properties ¦ a Google Apps Script project's source read by the agent (PropertiesService fallback) ¦ {A39} ¦ function key_() {\n  return PropertiesService.getScriptProperties().getProperty('MAPS_KEY') || '{t}';\n}
vcard note ¦ a .vcf contact whose NOTE holds a door code and Wi-Fi key ¦ {p} ¦ BEGIN:VCARD\nVERSION:3.0\nFN:Facilities Desk\nNOTE:Wi-Fi guest key {t}\, door code in the binder\nEND:VCARD
xlsx data validation ¦ xl/worksheets/sheet1.xml data validation listing token choices ¦ {h32} ¦ <dataValidation type="list" sqref="C2:C40"><formula1>"sandbox,{t}"</formula1></dataValidation>
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
    ]
