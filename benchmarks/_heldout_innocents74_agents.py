"""Innocent set 74: email and calendar assistants' output in set 74's tool shapes with no
secret, public keys, key ids, fingerprints, digests and message, event and thread ids beside
credential words, set 74's languages, and public ids of set 74's vendors.

``AGENT``: IMAP and JMAP sessions, Microsoft Graph and Google Calendar JSON, MIME parts and
headers, ICS invites and forwarded threads where every credential is masked, referenced or
absent. ``PUBLIC``: public halves and identifiers (DKIM selectors and public keys, Autocrypt
keydata fingerprints, ARC and Message-IDs, PGP fingerprints, OAuth client ids). ``WORLD``: set
74's languages saying that a password, PIN or code was changed, sent or expired, without one.
``VENDOR_IDS``: set 74's vendors' public ids (document, envelope, listing, policy, claim,
dataset and series ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: C: a7 ⟦UID FETCH 48812 (FLAGS ENVELOPE)⟧\nS: ⟦* 311 FETCH (UID 48812 FLAGS (\Seen))⟧ ⟦a7 OK Success⟧
agent: ⟦S: a1 NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)⟧ for ⟦assistant@acme-realty.com⟧
agent: C: a2 ⟦LOGIN assistant@acme-realty.com ****⟧ ⟦(password hidden by client)⟧
agent: ⟦X-GM-THRID 1796651533884120811⟧ ⟦X-GM-MSGID 1796651533884120999⟧ ⟦X-GM-LABELS ("\\Important")⟧
agent: ⟦BODYSTRUCTURE (("text" "plain" ("charset" "utf-8") NIL NIL "7bit" 412 9))⟧ ⟦no attachments⟧
agent: ⟦Email/get⟧ ⟦accountId u9f1c2e07⟧ ⟦state 41882⟧ ⟦notFound: ["M0000dead"]⟧
agent: ⟦Email/query⟧ ⟦filter {"inMailbox":"mb-closings","hasKeyword":"$seen"}⟧ ⟦total 214⟧
agent: JMAP ⟦session capabilities urn:ietf:params:jmap:mail⟧ ⟦maxSizeUpload 50000000⟧
agent: ⟦Graph GET /me/messages?$top=10&$select=subject,from⟧ → ⟦200, 10 items⟧ ⟦@odata.nextLink present⟧
agent: ⟦message id AAMkAGI2THVSAAA=⟧ ⟦conversationId AAQkAGI2TGQ0⟧ ⟦hasAttachments false⟧
agent: ⟦onlineMeeting.joinUrl https://teams.microsoft.com/l/meetup-join/19%3ameeting_NzQ1@thread.v2/0⟧ ⟦(no passcode in event)⟧
agent: ⟦Graph 401 InvalidAuthenticationToken⟧ ⟦request-id «uuid»⟧ ⟦client-request-id «uuid»⟧
agent: ⟦calendar#event 7k2c1a9v0b3n4m5q⟧ ⟦hangoutLink https://meet.google.com/qzx-mrdp-aho⟧ ⟦status confirmed⟧
agent: ⟦conferenceData.conferenceId qzx-mrdp-aho⟧ ⟦entryPointType video⟧ ⟦no phone PIN⟧
agent: ⟦iCalUID 7k2c1a9v0b3n4m5q@google.com⟧ ⟦sequence 3⟧ ⟦etag "3381924401112000"⟧
agent: ⟦BEGIN:VEVENT⟧ ⟦UID:cl-8821@acme-law.com⟧ ⟦DTSTART;TZID=Asia/Kolkata:20261209T150000⟧ ⟦END:VEVENT⟧
agent: ⟦ORGANIZER;CN=Sunita Rao:mailto:sunita@acme-law.in⟧ ⟦ATTENDEE;PARTSTAT=ACCEPTED:mailto:dev@acme-title.com⟧
agent: ⟦X-MICROSOFT-CDO-BUSYSTATUS:BUSY⟧ ⟦X-MICROSOFT-CDO-INTENDEDSTATUS:BUSY⟧
agent: ⟦DESCRIPTION:Passcode will be shared in chat⟧ ⟦LOCATION:Conference Room 4⟧
agent: ⟦ATTACH;FMTTYPE=application/pdf:https://files.acme-law.in/d/lease-draft.pdf⟧ ⟦(link requires sign-in)⟧
agent: ⟦Message-ID: <20261205101144.77A1@acme-realty.com>⟧ ⟦In-Reply-To: <CAF7q1x=Zr8@mail.gmail.com>⟧
agent: ⟦X-Forwarded-Message-Id: <CAF7q1x=Zr8@mail.gmail.com>⟧ ⟦Fwd: keybox at 22 Birch Ln⟧
agent: ⟦---------- Forwarded message ---------⟧ ⟦From: Escrow Desk <escrow@acme-title.com>⟧ ⟦Date: Sat, Dec 5, 2026⟧
agent: > ⟦Wire instructions will never change by email.⟧ ⟦Call 1-800-555-0144 to verify.⟧
agent: ⟦Content-Type: multipart/mixed; boundary="000000000000a1b2c3d4e5f6"⟧ ⟦3 parts⟧
agent: ⟦Content-Disposition: attachment; filename="password-policy-2026.pdf"⟧ ⟦size 88 KB⟧
agent: ⟦attachment token_budget_q4.xlsx⟧ ⟦(a spreadsheet of LLM token spend)⟧
agent: ⟦aerc: source = imaps://hr-bot%40acme-ins.com@outlook.office365.com:993⟧ ⟦source-cred-cmd = pass show mail/acme⟧
agent: ⟦vdirsyncer sync⟧ ⟦Syncing work_calendar/closings⟧ ⟦Copying (uploading) item 2a7c1e90⟧
agent: ⟦notmuch search tag:inbox⟧ → ⟦thread:000000000000a1f3⟧ ⟦12 mins. ago [1/1] Escrow Desk; Closing docs⟧
agent: ⟦gcalcli agenda⟧ ⟦Tue Dec 08 10:00am Deposition prep (Rao)⟧ ⟦no conference details⟧
agent: ⟦hydroxide imap⟧ ⟦listening on 127.0.0.1:1143⟧ ⟦bridge password stored in auth.json⟧
agent: ⟦grep -c 'password' closings.mbox⟧ → ⟦14⟧ ⟦(count only)⟧
agent: ⟦rg -l 'reset your password' ~/Maildir⟧ → ⟦3 files⟧
agent: ⟦HTTP 201 POST /api/v1/users/me/app-passwords⟧ ⟦{"id":"ap_7f1c","name":"assistant-imap","last4":"wxyz"}⟧
agent: ⟦HTTP 204 DELETE /api/v1/users/me/app-passwords/ap_7f1c⟧ ⟦revoked⟧
agent: ⟦token endpoint 400 invalid_grant⟧ ⟦AADSTS70008: The provided authorization code or refresh token has expired⟧
agent: ⟦Get-InboxRule -Mailbox claims@acme-ins.com⟧ ⟦Name: forward-claims⟧ ⟦Enabled: True⟧
agent: ⟦Safe Links scanned 4 URLs⟧ ⟦0 blocked⟧ ⟦policy Strict-Legal⟧
agent: ⟦urldefense rewrote 2 links⟧ ⟦campaign ID «h16»⟧
agent: ⟦DKIM-Signature: v=1; a=rsa-sha256; d=acme-realty.com; s=sel2026⟧ ⟦dkim=pass⟧
agent: ⟦Authentication-Results: mx.acme.in; spf=pass smtp.mailfrom=acme-title.com; dmarc=pass⟧
agent: ⟦mbox separator From - Mon Dec 07 09:14:02 2026⟧ ⟦message 8812 of 9120⟧
agent: ⟦IMAP IDLE⟧ ⟦* 312 EXISTS⟧ ⟦new mail in INBOX⟧
agent: ⟦Calendar.ics downloaded⟧ ⟦42 VEVENTs⟧ ⟦VTIMEZONE Asia/Kolkata⟧
"""

PUBLIC = r"""
public: ⟦DKIM p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA«b64_60»⟧ ⟦(public key in DNS)⟧
public: ⟦Autocrypt keydata fingerprint 4F1C 0A9E 7B2D 4E3A 9C8F 1A2B 3C4D 5E6F 7A8B 9C0D⟧
public: ⟦PGP fingerprint «H40»⟧ ⟦uid Sunita Rao <sunita@acme-law.in>⟧
public: ⟦ARC-Seal: i=1; a=rsa-sha256; cv=none; d=google.com; s=arc-20240605⟧
public: ⟦Message-ID <«l24»@mail.acme-realty.com>⟧ ⟦thread «h16»⟧
public: ⟦OAuth client_id 88211-«l32».apps.googleusercontent.com⟧ ⟦(public)⟧
public: ⟦Azure app (client) id «uuid»⟧ ⟦tenant id «uuid»⟧
public: ⟦JWKS kid «A27»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦SHA-256 of lease-draft.pdf «h64»⟧
public: ⟦git commit «h40»⟧ ⟦Rotate escrow webhook (secret moved to vault)⟧
public: ⟦S/MIME certificate serial «H32»⟧ ⟦issuer Acme Legal CA⟧
public: ⟦TLS cert fingerprint SHA256:«b64_43»⟧ ⟦mail.acme-law.in⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«A43» ops@acme-ins⟧ ⟦(public key)⟧
public: ⟦Docmosis template id «h32»⟧ ⟦lease/addendum.docx⟧
public: ⟦Carbone templateId «h64»⟧ ⟦templateExtension docx⟧
public: ⟦ZapSign doc token «uuid»⟧ ⟦(document id in the URL)⟧
public: ⟦ZapSign signer token «uuid»⟧ ⟦signer link /verificar/⟧
public: ⟦Clicksign envelope «uuid»⟧ ⟦status running⟧
public: ⟦D4Sign safe uuid «uuid»⟧ ⟦folder Contratos 2026⟧
public: ⟦Acrobat Sign agreement id CBJCHBCAABAA«A32»⟧ ⟦status OUT_FOR_SIGNATURE⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦(public by design)⟧
public: ⟦Smart-ID relyingPartyName DEMO⟧ ⟦verification code 4821⟧ ⟦(shown to the user)⟧
public: ⟦eSign transaction id «U12»⟧ ⟦Aadhaar-based, status SUCCESS⟧
public: ⟦Sertifi file id «d8»⟧ ⟦signers 2⟧
public: ⟦ICS UID «h32»@cal.acme-realty.com⟧ ⟦SEQUENCE 2⟧
public: ⟦JMAP blobId G«h40»⟧ ⟦size 412⟧
public: ⟦Graph subscription id «uuid»⟧ ⟦changeType created⟧ ⟦expires 2026-12-10⟧
public: ⟦Gmail historyId «d8»⟧ ⟦watch expiration «d13»⟧
public: ⟦webhook event id evt_«A24»⟧ ⟦type envelope.completed⟧
public: ⟦AWS access key id AKIA«U16»⟧ ⟦(an id; the secret key is not shown)⟧
"""

WORLD = r"""
world: ⟦உங்கள் கடவுச்சொல் மாற்றப்பட்டது⟧ ⟦(Tamil: your password was changed)⟧
world: ⟦சரிபார்ப்புக் குறியீடு அனுப்பப்பட்டது⟧ ⟦(Tamil: verification code sent)⟧
world: ⟦మీ పిన్ విజయవంతంగా మార్చబడింది⟧ ⟦(Telugu: your PIN was changed)⟧
world: ⟦ఓటీపీ గడువు ముగిసింది⟧ ⟦(Telugu: OTP expired)⟧
world: ⟦ನಿಮ್ಮ ಗುಪ್ತಪದವನ್ನು ಮರುಹೊಂದಿಸಲಾಗಿದೆ⟧ ⟦(Kannada: your password was reset)⟧
world: ⟦ಪರಿಶೀಲನಾ ಸಂಕೇತ ಅವಧಿ ಮೀರಿದೆ⟧ ⟦(Kannada: verification code expired)⟧
world: ⟦നിങ്ങളുടെ പാസ്‌വേഡ് മാറ്റി⟧ ⟦(Malayalam: your password was changed)⟧
world: ⟦വീണ്ടെടുക്കൽ കോഡുകൾ: 8 ബാക്കി⟧ ⟦(Malayalam: 8 recovery codes left)⟧
world: ⟦तुमचा संकेतशब्द बदलला आहे⟧ ⟦(Marathi)⟧
world: ⟦पडताळणी कोड पाठवला⟧ ⟦(Marathi: verification code sent)⟧
world: ⟦તમારો પાસવર્ડ બદલાયો છે⟧ ⟦(Gujarati)⟧
world: ⟦પિન ૩ વાર ખોટો દાખલ થયો⟧ ⟦(Gujarati: PIN entered wrong 3 times)⟧
world: ⟦ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਬਦਲ ਦਿੱਤਾ ਗਿਆ ਹੈ⟧ ⟦(Punjabi, Gurmukhi)⟧
world: ⟦ਕੋਡ ੧੦ ਮਿੰਟਾਂ ਵਿੱਚ ਖਤਮ ਹੋ ਜਾਵੇਗਾ⟧ ⟦(Gurmukhi digits: code expires in 10 minutes)⟧
world: ⟦تہاڈا پاس ورڈ بدل دتا گیا اے⟧ ⟦(Punjabi, Shahmukhi)⟧
world: ⟦ଆପଣଙ୍କ ପାସୱାର୍ଡ ବଦଳାଗଲା⟧ ⟦(Odia)⟧
world: ⟦ଯାଞ୍ଚ କୋଡ୍ ୫ ମିନିଟ୍ ପାଇଁ ବୈଧ⟧ ⟦(Odia: code valid 5 minutes)⟧
world: ⟦আপোনাৰ পাছৱৰ্ড সলনি কৰা হ'ল⟧ ⟦(Assamese)⟧
world: ⟦ඔබගේ මුරපදය වෙනස් කරන ලදී⟧ ⟦(Sinhala)⟧
world: ⟦සත්‍යාපන කේතය කල් ඉකුත් විය⟧ ⟦(Sinhala: verification code expired)⟧
world: ⟦तपाईंको पासवर्ड परिवर्तन गरियो⟧ ⟦(Nepali)⟧
world: ⟦पिन ३ पटक गलत⟧ ⟦(Nepali: PIN wrong 3 times)⟧
world: ⟦ޕާސްވޯޑް ބަދަލުކުރެވިއްޖެ⟧ ⟦(Dhivehi)⟧
world: ⟦توهان جو پاسورڊ تبديل ٿي ويو⟧ ⟦(Sindhi)⟧
world: ⟦Machan, password maathitten⟧ ⟦(Tanglish: I changed the password)⟧
world: ⟦OTP vannilla, resend cheyyu⟧ ⟦(Manglish: OTP didn't come, resend)⟧
world: ⟦Hajur, naya PIN pathaaidiyeko chha⟧ ⟦(romanized Nepali: new PIN sent)⟧
world: ⟦மீட்புக் குறியீடுகள் மீண்டும் உருவாக்கப்பட்டன⟧ ⟦(Tamil: recovery codes regenerated)⟧
world: ⟦API కీ రద్దు చేయబడింది⟧ ⟦(Telugu: API key revoked)⟧
world: ⟦टोकन की मुदत संपली⟧ ⟦(Marathi: token expired)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦ZapSign doc «uuid»⟧ ⟦Contrato de locação 2026-118⟧ ⟦signed 2 of 2⟧
vendor: ⟦Clicksign list «uuid»⟧ ⟦signer «uuid»⟧ ⟦sign_as contractor⟧
vendor: ⟦D4Sign document uuid «uuid»⟧ ⟦status 4 (aguardando assinaturas)⟧
vendor: ⟦Docmosis render id «h16»⟧ ⟦pages 4⟧ ⟦output addendum.pdf⟧
vendor: ⟦Repliers listing mlsNumber C«d7»⟧ ⟦board 91⟧ ⟦status A⟧
vendor: ⟦Banxico series SF43718⟧ ⟦2026-12-04: 17.8542⟧
vendor: ⟦Portal da Transparência contrato «d9»⟧ ⟦órgão 26000⟧
vendor: ⟦BAG nummeraanduiding «d16»⟧ ⟦verblijfsobject «d16»⟧
vendor: ⟦LINZ layer 50772⟧ ⟦NZ Primary Parcels⟧ ⟦revision «d7»⟧
vendor: ⟦Nomis dataset NM_1_1⟧ ⟦geography TYPE499⟧ ⟦measures 20100⟧
vendor: ⟦idealista propertyCode «d8»⟧ ⟦price 1,150 €/month⟧
vendor: ⟦ImmoScout24 realestate id «d9»⟧ ⟦Wohnung, 3 Zimmer⟧
vendor: ⟦Domain listing id «d10»⟧ ⟦Surry Hills NSW⟧
vendor: ⟦Propexo integration int_«A4»⟧ ⟦resident res_«A16»⟧
vendor: ⟦BatchData property id «h24»⟧ ⟦APN «d3»-«d2»-«d3»⟧
vendor: ⟦PriceLabs listing «d6»⟧ ⟦pms hostaway⟧ ⟦base price 142⟧
vendor: ⟦Surepass client_id acme-kyc@surepass.io⟧ ⟦(an id)⟧
vendor: ⟦Acrobat Sign library document id CBJCHBCAABAA«A32»⟧
vendor: ⟦Signaturit signature id «uuid»⟧ ⟦document «uuid»⟧
vendor: ⟦MLS Grid ListingKey ACT«d9»⟧ ⟦OriginatingSystemName actris⟧
vendor: ⟦Boost policy BST-«d8»⟧ ⟦renters HO4⟧ ⟦state TX⟧
vendor: ⟦Openly quote «U10»⟧ ⟦premium $1,482⟧
vendor: ⟦Verisk ISO claim search ref «d12»⟧ ⟦0 matches⟧
vendor: ⟦EagleView report «d8»⟧ ⟦roof pitch 6/12⟧
vendor: ⟦Kasko quote «uuid»⟧ ⟦publishable key pk_live_4dF2q9Lm0Zc7 (public)⟧
vendor: ⟦Qualia order TX-26-0912⟧ ⟦file «d7»⟧
vendor: ⟦Snapdocs closing «uuid»⟧ ⟦eClosing hybrid⟧
vendor: ⟦Sertifi file «d8»⟧ ⟦apiCode on file (not shown)⟧
vendor: ⟦data.gov.au package acme-fire-stations⟧ ⟦resource «uuid»⟧
vendor: ⟦Eurostat dataset prc_hicp_manr⟧ ⟦geo EU27_2020⟧
"""
