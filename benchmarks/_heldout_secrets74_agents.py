"""Held-out set 74: tool results of email and calendar assistants, as the agent's mail,
calendar or shell tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of these
matched: an IMAP session's ``UID FETCH`` with ``BODYSTRUCTURE`` and Gmail's ``X-GM-`` items, a
JMAP ``Email/get`` with ``bodyValues``, Microsoft Graph ``/me/messages`` and
``/me/events`` with ``onlineMeeting``, Google Calendar events with ``conferenceData`` and
``hangoutLink``, an ICS invite with ``VTIMEZONE`` and ``X-MICROSOFT-`` properties, a
forwarded thread with ``X-Forwarded-Message-Id``, ``In-Reply-To``, ``ARC-Seal`` and
``Autocrypt`` headers, and an mbox ``From - `` separator. Files and tools no earlier set read:
aerc's ``accounts.conf``, vdirsyncer's config, notmuch, gcalcli, hydroxide, Reclaim and
Superhuman exports, Graph ``fileAttachment`` parts, a Gmail ``X-Temp-Password`` header, a JMAP
``EmailSubmission/set``, ICS ``VTODO`` and ``VJOURNAL`` components, a CalDAV
``calendar-multiget`` report, a Google Calendar "Secret address in iCal format", a "Begin
forwarded message:" chain, a mail-merge CSV and dry-run log and an ``msal_cache`` file
(``VALARM``, ``PROPFIND``, ``device_code`` and ``AUTH LOGIN`` did match and were not used; the words ``IMAP``, ``ORGANIZER`` and ``Message-ID`` did match and are
used only inside these new shapes). Written as each tool prints its output (remembered, not
copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 imap fetch structure ¦ scenario 1 step 1: an IMAP tool's UID FETCH of a password-reset mail, the envelope with a token in the subject ¦ {A32} ¦ C: a7 UID FETCH 48812 (FLAGS X-GM-LABELS ENVELOPE)\nS: * 311 FETCH (UID 48812 FLAGS (\Seen) X-GM-LABELS ("\\Inbox") ENVELOPE ("Mon, 7 Dec 2026 12:02:11 +0000" "Your one-time sign-in link: {t}" (("Acme Realty" NIL "no-reply" "acme-realty.com")) NIL NIL))\nS: a7 OK Success
s1 imap fetch body ¦ scenario 1 step 2: the same IMAP session fetching BODY[TEXT], a temporary password in the text part ¦ {p} ¦ C: a8 UID FETCH 48812 (BODYSTRUCTURE BODY.PEEK[1])\nS: * 311 FETCH (UID 48812 BODYSTRUCTURE (("text" "plain" ("charset" "utf-8") NIL NIL "7bit" 412 9 NIL NIL NIL) "alternative") BODY[1] {412}\nHello Priya,\nYour tenant portal account was created. Temporary password: {t}\nPlease change it after you sign in.\n)
s1 imap fetch login ¦ scenario 1 step 3: the IMAP tool's own debug trace echoing its LOGIN ¦ {p} ¦ 12:02:13.118 imap> a1 LOGIN assistant@acme-realty.com {t}\n12:02:13.402 imap< a1 OK [CAPABILITY IMAP4rev1 UIDPLUS MOVE IDLE] Logged in
s2 jmap email get ¦ scenario 2 step 1: a JMAP Email/get response with bodyValues holding a verification code ¦ {d8} ¦ [["Email/get",{"accountId":"u9f1c2e07","state":"41882","list":[{"id":"Mf2a0c1d9","subject":"Confirm your e-filing account","bodyValues":{"1":{"value":"Your court e-filing verification code is {t}. It expires in 10 minutes.","isTruncated":false}},"textBody":[{"partId":"1","type":"text/plain"}]}],"notFound":[]},"0"]]
s2 jmap session ¦ scenario 2 step 2: the JMAP client's session request, logged with its bearer ¦ fmu1-{h8}-{h64} ¦ > GET /jmap/session HTTP/1.1\n> Host: api.fastmail.example\n> Authorization: Bearer {t}\n< HTTP/1.1 200 OK
s2 jmap identity ¦ scenario 2 step 3: a JMAP Email/query then Email/get of an app-password mail ¦ {a4} {a4} {a4} {a4} ¦ [["Email/get",{"list":[{"id":"Mb71e","subject":"New app password for your mail client","preview":"Your new app password is {t} (spaces don't matter)."}]},"1"]]
s3 graph message ¦ scenario 3 step 1: Microsoft Graph GET /me/messages/{id}, a bodyPreview with a registry login ¦ {p} ¦ {"@odata.etag":"W/\"CQAAABYAAAB\"","id":"AAMkAGI2THVSAAA=","subject":"Land registry portal access","bodyPreview":"Hi Tom, the shared login for the registry portal is conveyancing@acme-law.co.uk / {t} – please don't forward.","importance":"normal","hasAttachments":false}
s3 graph events ¦ scenario 3 step 2: Graph GET /me/events with onlineMeeting and a dial-in passcode in the body ¦ {d10} ¦ {"value":[{"subject":"Closing call – 14 Harbour St","start":{"dateTime":"2026-12-09T15:00:00.0000000","timeZone":"UTC"},"onlineMeeting":{"joinUrl":"https://teams.microsoft.com/l/meetup-join/19%3ameeting_NzQ1@thread.v2/0"},"body":{"contentType":"text","content":"Meeting ID: 341 889 210 77\nPasscode: {t}"}}]}
s3 graph token ¦ scenario 3 step 3: the Graph tool's error echoing the request with its access token ¦ EwBwA8l6BAAU{b120} ¦ GraphError: 401 InvalidAuthenticationToken for GET https://graph.microsoft.com/v1.0/me/messages?$top=10 (Authorization: Bearer {t})
s4 gcal conference ¦ scenario 4 step 1: a Google Calendar events.get with conferenceData and a dial-in PIN ¦ {d9} ¦ {"kind":"calendar#event","id":"7k2c1a9v0b3n4m5q","summary":"Mediation – Rao v. Acme Insurance","hangoutLink":"https://meet.google.com/qzx-mrdp-aho","conferenceData":{"entryPoints":[{"entryPointType":"video","uri":"https://meet.google.com/qzx-mrdp-aho"},{"entryPointType":"phone","uri":"tel:+1-401-555-0182","pin":"{t}"}]}}
s4 gcal description ¦ scenario 4 step 2: the same event's description with a data-room password ¦ {p} ¦ "description":"Documents are in the data room: https://dataroom.acme-law.com/m/8821\nPassword: {t}\nPlease review before the session."
s4 gcal refresh ¦ scenario 4 step 3: the calendar tool's token cache printed by the agent ¦ 1//0{u96} ¦ $ cat ~/.config/cal-agent/token.json\n{"token": "ya29.a0AfB_byC…", "refresh_token": "{t}", "token_uri": "https://oauth2.googleapis.com/token", "client_id": "88211-abc.apps.googleusercontent.com"}
s5 ics invite desc ¦ scenario 5 step 1: an ICS invite read as a file, a Zoom passcode in DESCRIPTION ¦ {A10} ¦ BEGIN:VCALENDAR\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\nBEGIN:VTIMEZONE\nTZID:India Standard Time\nEND:VTIMEZONE\nBEGIN:VEVENT\nSUMMARY:Title search walkthrough\nDESCRIPTION:Join Zoom Meeting\\nhttps://acme.zoom.us/j/84412009811\\nPasscode: {t}\nEND:VEVENT
s5 ics invite xprop ¦ scenario 5 step 2: the same invite's X-MICROSOFT- location and a meeting password property ¦ {p} ¦ X-MICROSOFT-CDO-BUSYSTATUS:BUSY\nX-MICROSOFT-SKYPETEAMSMEETINGURL:https://teams.microsoft.com/l/meetup-join/19%3ameeting_Mj@thread.v2/0\nX-ACME-DIALIN-PASSWORD:{t}\nORGANIZER;CN=Sunita Rao:mailto:sunita@acme-law.in
s5 ics attach ¦ scenario 5 step 3: the invite's ATTACH with a signed download URL ¦ {h64} ¦ ATTACH;FMTTYPE=application/pdf:https://files.acme-law.in/d/lease-draft.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE7Q2%2F20261207%2Fap-south-1%2Fs3%2Faws4_request&X-Amz-Date=20261207T120000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={t}
s6 forward headers ¦ scenario 6 step 1: a forwarded thread's headers and the forward note with a portal password ¦ {p} ¦ X-Forwarded-Message-Id: <CAF7q1x=Zr8@mail.gmail.com>\nIn-Reply-To: <20261205101144.77A1@acme-realty.com>\nARC-Seal: i=1; a=rsa-sha256; t=1796651533; cv=none; d=google.com; s=arc-20240605\n\nFYI – the MLS login they set up for us is agent-318 / {t}
s6 forward quoted ¦ scenario 6 step 2: the quoted earlier message in the forwarded thread ¦ {A24} ¦ ---------- Forwarded message ---------\nFrom: Escrow Desk <escrow@acme-title.com>\nDate: Sat, Dec 5, 2026 at 10:11 AM\n\n> Wire portal activation code: {t}\n> Do not share this code with anyone, including us.
s6 forward autocrypt ¦ scenario 6 step 3: the thread's signature block with an API key the sender pasted ¦ {A40} ¦ --\nDev Patel | Integrations, Acme Title\nAutocrypt: addr=dev@acme-title.com; prefer-encrypt=mutual; keydata=mDMEZ…\nP.S. the staging API key you asked for: {t}
"""

SINGLES = r"""
aerc accounts ¦ cat of aerc's accounts.conf with the password in the source URL ¦ {p} ¦ [Work]\nsource   = imaps://hr-bot%40acme-ins.com:{t}@outlook.office365.com:993\noutgoing = smtp+login://hr-bot%40acme-ins.com@smtp.office365.com:587\nfrom     = HR Bot <hr-bot@acme-ins.com>
vdirsyncer config ¦ cat of a vdirsyncer config with a CalDAV password ¦ {p} ¦ [storage work_remote]\ntype = "caldav"\nurl = "https://caldav.acme-realty.com/dav/"\nusername = "calendar-sync"\npassword = "{t}"
notmuch show ¦ notmuch show of a tagged message with a reset link ¦ {u43} ¦ message{ id:0102018c-7f1a@email.amazonses.com depth:0 match:1 filename:/home/ops/mail/INBOX/cur/1796651533.M2P3.host:2,S\nheader{\nSubject: Reset your claims portal password\n}\nbody{\nReset here: https://claims.acme-ins.com/reset?t={t}\n}
gcalcli agenda ¦ gcalcli agenda --details with a conference PIN in the description ¦ {d8} ¦ Tue Dec 08  10:00am  Deposition prep (Rao)\n                    Description: Bridge: +91 22 5555 0182, PIN {t}#\n                    Location: Conference Room 4
hydroxide auth ¦ hydroxide auth printing the bridge password ¦ {b28} ¦ $ hydroxide auth legal.ops\nPassword:\nBridge password: {t}
mbox grep ¦ grep -A3 in an mbox export for "password" ¦ {p} ¦ $ grep -n -A3 -i 'password' ~/Mail/export/closings.mbox\n8812:From - Mon Dec 07 09:14:02 2026\n8830:Subject: Re: keybox at 22 Birch Ln\n8841:Supra keybox code and the lockbox shackle password: {t}
rg maildir ¦ rg over a Maildir for an API key in a vendor's onboarding mail ¦ {A40} ¦ $ rg -n 'api key' ~/Maildir/.Vendors/cur/\n1796640001.M1P8.host:2,S:37:Your production API key is {t}. Keep it secret.
mime part ¦ the agent's read_attachment tool dumping a text/plain MIME part ¦ {p} ¦ --000000000000a1b2c3d4e5f6\nContent-Type: text/plain; charset="UTF-8"\nContent-Disposition: attachment; filename="wifi-and-door.txt"\n\nOffice Wi-Fi: AcmeLaw-5G / {t}\n--000000000000a1b2c3d4e5f6--
http mint app password ¦ an HTTP tool response minting a mail app password ¦ {a16} ¦ HTTP 201 POST /api/v1/users/me/app-passwords\n{"id":"ap_7f1c","name":"assistant-imap","password":"{t}","created_at":"2026-12-07T12:50:01Z"}
http mint graph ¦ an HTTP tool response from a Microsoft identity token endpoint for the mail agent ¦ eyJ0eXAiOiJKV1QiLCJub25jZSI6{u110}.{u86} ¦ HTTP 200 POST /acme.onmicrosoft.com/oauth2/v2.0/token\n{"token_type":"Bearer","scope":"Mail.Read Calendars.ReadWrite","expires_in":4251,"access_token":"{t}"}
http mint caldav ¦ an HTTP tool response creating a calendar share with a private ICS feed token ¦ {u32} ¦ HTTP 201 POST /api/calendars/cal_88/share\n{"private_ics_url":"https://cal.acme-realty.com/feeds/cal_88/{t}/basic.ics","public":false}
reclaim export ¦ a Reclaim-style scheduling export holding a webhook secret ¦ {h40} ¦ {"integrations":[{"type":"webhook","url":"https://hooks.acme-law.in/calendar","signingSecret":"{t}"}],"timezone":"Asia/Kolkata"}
superhuman snippet ¦ a mail client snippets export with a saved credential ¦ {p} ¦ [{"name":"landlord portal","body":"Login: leasing@acme-realty.com\\nPass: {t}"}]
git diff calendar ¦ git diff adding a CalDAV password to an assistant's settings ¦ {p} ¦ $ git diff -- assistant/settings.toml\n [calendar]\n url = "https://caldav.acme-ins.com/"\n-password = ""\n+password = "{t}"
graph attachment ¦ Graph GET /me/messages/{id}/attachments, a text attachment's contentBytes decoded by the tool ¦ {p} ¦ {"@odata.type":"#microsoft.graph.fileAttachment","name":"keybox-codes.txt","contentType":"text/plain","decoded":"Unit 4B shackle: {t}\nUnit 7A shackle: see office"}
gmail raw headers ¦ Gmail API users.messages.get format=metadata, a header holding a temporary password ¦ {p} ¦ {"id":"18c2f1a9b7e4d301","threadId":"18c2f1a9b7e4d301","labelIds":["INBOX","UNREAD"],"payload":{"headers":[{"name":"Subject","value":"Tenant portal invite"},{"name":"X-Temp-Password","value":"{t}"}]}}
gmail snippet ¦ Gmail API users.messages.list then get, a snippet with an e-signature access code ¦ {A8} ¦ {"id":"18c2f1b0c4a7e902","snippet":"Please review and sign the lease. Access code: {t} — this code is required to open the document.","internalDate":"1796651533000"}
jmap submission ¦ a JMAP EmailSubmission/set response echoing a draft that carried an SFTP password ¦ {p} ¦ [["EmailSubmission/set",{"created":{"k1":{"id":"S7f1c","emailId":"M9a2b"}}},"0"],["Email/get",{"list":[{"id":"M9a2b","preview":"SFTP for the closing docs: host sftp.acme-title.com user closings pass {t}"}]},"1"]]
ics vtodo ¦ an ICS VTODO exported by a task assistant with a vault unlock phrase ¦ {a5} {a5} {a5} {a5} {a5} ¦ BEGIN:VTODO\nUID:todo-4412@acme-ins.com\nSUMMARY:Renew E&O policy\nDESCRIPTION:Broker vault phrase is "{t}" – renew before 2026-12-31\nSTATUS:NEEDS-ACTION\nEND:VTODO
ics vjournal ¦ an ICS VJOURNAL note synced from a notes app with a join password ¦ {A12} ¦ BEGIN:VJOURNAL\nUID:note-8821@acme-law.com\nSUMMARY:Escrow call notes\nDESCRIPTION:Webex password {t}\\nHost key with Sunita\nEND:VJOURNAL
mime headers auth ¦ a raw message's headers showing an X-API-Key a form relay added ¦ {h40} ¦ Received: from relay.acme-forms.com (10.2.7.18) by mx.acme-realty.com\nX-Relay-Api-Key: {t}\nContent-Type: text/plain; charset=utf-8\nSubject: New lead: 22 Birch Ln
forward chain ¦ a forwarded chain where a colleague pasted an API secret at the top ¦ {A44} ¦ Begin forwarded message:\n\n> From: Integrations <int@acme-ins.com>\n> Subject: Verisk onboarding\n\nUse client secret {t} for the prod app, the sandbox one is in 1Password.
calendar share url ¦ a calendar tool listing a private iCal address ¦ {h32} ¦ Calendar: Closings (owner: ops@acme-realty.com)\n  Public address: (disabled)\n  Secret address in iCal format: https://calendar.google.com/calendar/ical/ops%40acme-realty.com/private-{t}/basic.ics
reply quote sms ¦ a reply that quotes a forwarded SMS with an OTP ¦ {d6} ¦ On Mon, 7 Dec 2026, Priya wrote:\n> Fwd SMS from ACMEBK: {t} is your OTP for transaction of INR 4,82,000. Do not share.
mailmerge csv ¦ cat of a mail-merge CSV where the tenant portal passwords were filled in ¦ {p} ¦ unit,tenant,email,portal_password\n4B,R. Iyer,r.iyer@example.in,{t}\n7A,S. Nair,s.nair@example.in,(sent separately)
msal cache file ¦ cat of an assistant's msal_cache.bin written as plain JSON ¦ 0.AXkA{u120} ¦ {\"RefreshToken\": {\"uid.utid-login.microsoftonline.com-refreshtoken-88211--\": {\"credential_type\": \"RefreshToken\", \"secret\": \"{t}\", \"home_account_id\": \"uid.utid\"}}}
caldav multiget ¦ a CalDAV calendar-multiget REPORT response whose calendar-data holds a lockbox code ¦ {d6} ¦ <d:response><d:href>/dav/calendars/ops/showings/ev-22.ics</d:href><d:propstat><d:prop><c:calendar-data>BEGIN:VEVENT\nSUMMARY:Showing 22 Birch Ln\nDESCRIPTION:Lockbox code {t}\nEND:VEVENT</c:calendar-data></d:prop></d:propstat></d:response>
mailmerge log ¦ a mail-merge tool's dry-run log printing the rendered body with a portal password ¦ {p} ¦ [dry-run 3/42] To: r.iyer@example.in Subject: Your tenant portal\n  Body: Dear R. Iyer, sign in at https://portal.acme-realty.com with password {t} and change it.
thread summary ¦ the assistant's own thread summary tool result that copied a door code ¦ {d6} ¦ Summary of "Move-in, unit 4B" (6 messages): keys at front desk; the building door code is {t}#; parking bay 17.
outlook rule ¦ PowerShell Get-InboxRule output where a forward rule carries a secret in its description ¦ {A32} ¦ Name        : forward-claims\nDescription : If the message includes 'claim' forward to ops@acme-ins.com (api token {t} for the ingest hook)\nEnabled     : True
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="process"),
    ]
