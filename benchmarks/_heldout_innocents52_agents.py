"""Innocent set 52: office-assistant agent output with no secret, public ids beside credential
words, set 52's languages and public ids of set 52's vendors.

``AGENT``: the tool shapes set 52's secrets used, holding nothing secret: Gmail API
``users.messages.get`` results, Microsoft Graph messages and credential listings (hints and
key ids only), ICS events and alarms, docx and xlsx parts, Sheets ``valueRanges``, CSV
exports, formulas, Notion, Confluence and PDF text. ``PUBLIC``: values public by design beside
credential words (key ids, fingerprints, digests, public keys, certificate serials, build,
trace and span ids). ``WORLD``: set 52's words for recovery codes, passphrases, PINs,
passwords, API keys and tokens next to counts, dates and policies, holding no value.
``VENDOR_IDS``: public ids of set 52's vendors (index ids, replica ids, voice ids, project
ids, pool ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦tool search_mail →⟧ ⟦{"id": "«h16»", "snippet": "Your invoice INV-2026-1183 is ready"⟧, ⟦"labelIds": ["INBOX"]}⟧
agent: ⟦tool read_message →⟧ ⟦{"payload": {"headers": [{"name": "Subject", "value": "Password changed"}]⟧ ⟦"body": {"text": "Your password was changed on 5 Dec. If this wasn't you, reset it."}⟧
agent: ⟦tool draft_reply →⟧ ⟦{"id": "r-«d7»"⟧, ⟦"message": {"raw_preview": "Thanks, the webhook is live."}}⟧
agent: ⟦{"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('me')/messages"⟧, ⟦"bodyPreview": "Reminder: rotate your app password before Friday."⟧
agent: ⟦{"passwordCredentials": [{"displayName": "assistant-ci"⟧, ⟦"hint": "Qx~"⟧, ⟦"keyId": "«uuid»"⟧, ⟦"secretText": null}]⟧
agent: ⟦tool get_calendar →⟧ ⟦BEGIN:VEVENT⟧\n⟦SUMMARY:Board sync⟧\n⟦DESCRIPTION:Agenda in the shared drive (room 4.12)⟧\n⟦END:VEVENT⟧
agent: ⟦BEGIN:VALARM⟧\n⟦ACTION:DISPLAY⟧\n⟦DESCRIPTION:Reminder: password policy review⟧\n⟦TRIGGER:-PT15M⟧
agent: ⟦tool read_docx("handover.docx", part="word/document.xml") →⟧ ⟦<w:t>Passwords live in the vault, not in this file.</w:t>⟧
agent: ⟦<w:comment w:id="3" w:author="R. Iyer">⟧ ⟦<w:t>token rotation is due on 2027-01-15</w:t>⟧
agent: ⟦tool read_xlsx("accounts.xlsx", part="xl/sharedStrings.xml") →⟧ ⟦<si><t>service</t></si><si><t>password</t></si><si><t>owner</t></si>⟧
agent: ⟦<c r="B4" t="inlineStr"><is><t>see vault item «d6»</t></is></c>⟧
agent: ⟦<c r="C2"><f>WEBSERVICE("https://api.rates.example/v2/latest?base=EUR")</f><v>1.0842</v></c>⟧
agent: ⟦{"spreadsheetId": "«A44»"⟧, ⟦"valueRanges": [{"range": "Keys!A1:C1", "values": [["system", "key id", "owner"]]}]}⟧
agent: ⟦tool export_csv →⟧ ⟦"system","user","password_last_changed"⟧\n⟦"nas-01","backup","2026-11-02"⟧
agent: ⟦=HYPERLINK("https://bi.acme.example/report/«d6»","Open report")⟧
agent: ⟦tool export_page →⟧ ⟦# IT onboarding⟧\n\n⟦| System | Login | Password |⟧\n⟦| Wi-Fi (staff) | — | ask IT |⟧
agent: ⟦<ac:structured-macro ac:name="info">⟧ ⟦<ac:rich-text-body>Tokens are issued by the platform team.</ac:rich-text-body>⟧
agent: ⟦tool extract_pdf("annex-b.pdf") → page 3:⟧ ⟦Licence key: delivered separately⟧ ⟦Valid until 31.12.2027⟧
agent: ⟦[(72.0, 96.4, 310.2, 110.9, 'Root password (iDRAC): see sealed envelope 14', 0, 0)]⟧
agent: ⟦<connection id="1" name="ERP" type="1">⟧ ⟦<dbPr connection="DRIVER=SQL Server;SERVER=erp-db;Trusted_Connection=Yes"⟧ ⟦command="SELECT * FROM v_sales"/>⟧
agent: ⟦Source = Json.Document(Web.Contents("https://api.weather.example/v1/forecast", [Query=[city="Pune"]]))⟧
agent: ⟦<a:t>Demo login: use the SSO button</a:t>⟧ (⟦ppt/notesSlides/notesSlide4.xml⟧)
agent: ⟦{"subject": "Quarterly review"⟧, ⟦"onlineMeeting": {"joinUrl": "https://teams.microsoft.com/l/meetup-join/19%3ameeting_«A12»"}⟧
agent: ⟦HTTP 200 GET /rest/pat/latest/tokens⟧ ⟦[{"id": 117, "name": "assistant", "expiringAt": "2027-03-06T19:04:00.000+0000"}]⟧ (⟦no rawToken on list⟧)
agent: ⟦{"sendAsEmail": "billing@acme.example"⟧, ⟦"smtpMsa": {"host": "smtp.acme.example", "port": 587, "securityMode": "starttls"}⟧
agent: ⟦{"type": "callout", "callout": {"rich_text": [{"plain_text": "API keys are requested through the IT portal"}]⟧
agent: ⟦Thread-Topic: New starter accounts⟧\n⟦X-MS-Has-Attach: yes⟧
agent: ⟦{'employee_id': {'/FT': '/Tx', '/V': '40117'}⟧, ⟦'start_date': {'/FT': '/Tx', '/V': '2027-01-04'}}⟧
agent: ⟦PropertiesService.getScriptProperties().getProperty('MAPS_KEY')⟧ ⟦(read at run time)⟧
agent: ⟦HTTP 200 POST https://graph.microsoft.com/v1.0/applications/«uuid»/removePassword⟧ ⟦204 No Content⟧
"""

PUBLIC = r"""
public: ⟦GPG key fingerprint «H40»⟧ for ⟦the Xinference release signing key⟧
public: ⟦keyId «uuid»⟧ (⟦hint 7fK⟧) is the ⟦Graph client secret's public id⟧
public: ⟦SSH host key SHA256:«b64_43»⟧ (⟦ED25519⟧) for ⟦gpu-03.ml.acme.example⟧
public: ⟦x-request-id «h32»⟧ on the ⟦401 from tavusapi.com⟧ (⟦API key not logged⟧)
public: ⟦trace «h32» span «h16»⟧ ⟦POST /v1/tts⟧ — ⟦status UNAUTHENTICATED⟧
public: ⟦image digest sha256:«h64»⟧ for ⟦xprobe/xinference:v1.9.0⟧
public: ⟦certificate serial «H32»⟧ for ⟦api.taggun.io⟧ (⟦valid to 2027-03-01⟧)
public: ⟦public key ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@ml-ci⟧
public: ⟦TFY build «d6»⟧ ⟦commit «h40»⟧ — ⟦token scopes: read:deployments⟧
public: ⟦SPARK_APPID=«h8»⟧ ⟦(the app id is public; APISecret and APIKey are in the vault)⟧
public: ⟦iam key id ApiKey-«uuid»⟧ ⟦created 2026-11-30⟧ ⟦by ml-platform⟧
public: ⟦docProps/app.xml AppVersion 16.0300⟧ ⟦template Normal.dotm⟧ — ⟦no password protection⟧
public: ⟦PDF /ID [<«H32»> <«H32»>]⟧ ⟦(document id, not an owner password)⟧
public: ⟦ICS UID «uuid»@acme.example⟧ ⟦SEQUENCE:3⟧
public: ⟦xlsx workbookProtection algorithmName="SHA-512" saltValue="«b64_22»=="⟧ ⟦(salt, not the password)⟧
"""

WORLD = r"""
world: ⟦ನಿಮ್ಮ ಗುಪ್ತಪದ ಕನಿಷ್ಠ 12 ಅಕ್ಷರಗಳಿರಬೇಕು⟧ ⟦(Kannada: your password needs at least 12 characters)⟧
world: ⟦പാസ്‌വേഡ് 2026-11-30-ന് മാറ്റി⟧ ⟦(Malayalam: password changed on 2026-11-30)⟧
world: ⟦మీ పిన్ 6 అంకెలు⟧ ⟦(Telugu: your PIN is 6 digits)⟧
world: ⟦নহাক্কী পাসৱার্ড অনসিন্নে⟧ ⟦(Manipuri: your password was changed)⟧
world: ⟦I thuruk hi mi dang hriat tir suh⟧ ⟦(Mizo: do not tell anyone your secret word)⟧
world: ⟦Ka password jong phi dei ban don 12 tylli⟧ ⟦(Khasi: your password must have 12 characters)⟧
world: ⟦नोंनि रिकभारि कोड 8 टा⟧ ⟦(Bodo: you have 8 recovery codes)⟧
world: ⟦ᱟᱢᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ ᱵᱚᱫᱚᱞ ᱮᱱᱟ⟧ ⟦(Santali: your password was changed)⟧
world: ⟦छिगु पिन ३ पटक तप्यंक मजू⟧ ⟦(Newar: your PIN was wrong 3 times)⟧
world: ⟦Na a password 90 ya hpang e galai u⟧ ⟦(Jingpho: change your password after 90 days)⟧
world: ⟦ཁྱོད་ཀྱི་གསང་ཚིག་ཡིག་འབྲུ་ ༡༢⟧ ⟦(Sikkimese: your password, 12 letters)⟧
world: ⟦Na password cu ni 90 ah thlen a hau⟧ ⟦(Hakha Chin: change your password in 90 days)⟧
world: ⟦Nang·ni password 2026-12-01 o dakgrika⟧ ⟦(Garo: password set on 2026-12-01)⟧
world: ⟦ꯅꯍꯥꯛꯀꯤ ꯇꯣꯀꯦꯟ ꯅꯨꯃꯤꯠ 30⟧ ⟦(Meitei: your token, 30 days)⟧
world: ⟦Na PIN hi number 6 ahi⟧ ⟦(Paite: your PIN is 6 numbers)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦TwelveLabs index «h24»⟧ ⟦engine marengo2.7⟧ ⟦41 videos⟧
vendor: ⟦Tavus replica r«h11»⟧ ⟦persona p«h11»⟧ ⟦status ready⟧
vendor: ⟦Typecast voice tc_«h24»⟧ ⟦model ssfm-v30⟧
vendor: ⟦TrueFoundry workspace tfy-ea-«d5»⟧ ⟦cluster aws-eu-1⟧
vendor: ⟦Ultralytics HUB model «A20»⟧ ⟦yolo11n⟧ ⟦mAP50 0.612⟧
vendor: ⟦FiftyOne dataset street-signs⟧ ⟦«d5» samples⟧ ⟦version 3⟧
vendor: ⟦Toloka pool «d7»⟧ ⟦project «d6»⟧ ⟦overlap 3⟧
vendor: ⟦Tecton feature service fraud_v3⟧ ⟦workspace prod⟧ ⟦feature view user_txn_30d⟧
vendor: ⟦Trint transcript «h24»⟧ ⟦language en⟧ ⟦verified⟧
vendor: ⟦watsonx project «uuid»⟧ ⟦model ibm/granite-3-8b-instruct⟧
vendor: ⟦iFlytek APPID «h8»⟧ ⟦service spark v3.5⟧ ⟦(public app id)⟧
vendor: ⟦Vocode call «uuid»⟧ ⟦status ended⟧ ⟦3:12⟧
vendor: ⟦Taggun receipt «d6»⟧ ⟦merchant ACME MART⟧ ⟦total 23.40⟧
vendor: ⟦Valohai execution #«d3»⟧ ⟦step train⟧ ⟦commit «h12»⟧
vendor: ⟦Xinference model uid qwen2.5-instruct-«h8»⟧ ⟦replica 1⟧
"""
