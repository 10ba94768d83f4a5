"""Held-out set 84: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in English as it is really written around credentials outside textbook English.

Registers no earlier set named (each marker grepped for in every earlier
``benchmarks/*heldout*`` file; none matched): Indian English helpdesk phrasing ("kindly do
the needful", "revert back", "prepone", "PFB"), Nigerian English ("wahala", "since
morning", "is not entering"), Singaporean English ("can or not", "liao", "already"),
Philippine English and Taglish ("po", "pa-reset", "Ma'am/Sir"), Jamaican and Trinidadian
English ("mi", "allyuh", "wah gwaan" as written), sysadmin and military jargon ("creds",
"sitrep", "WILCO", "BREAK", "over"), texting abbreviations ("ur", "pls dnt", "thx", "b4"),
leetspeak labels ("p4ssw0rd", "t0k3n"), typos and run-together words ("passowrd",
"recoevry", "mypasswordis"), all-caps shouting and voice-to-text transcripts ("period",
"colon", spelled "P I N"). Earlier sets did use "abeg", "lah", "pidgin" and "pasword"; they
are not used here. All phrasing written as remembered from such tickets and chats, not
copied. Script: Latin (with the curly quotes, em dashes and emoji such messages carry).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "corbel",
    "dowel",
    "footing",
    "gable",
    "girder",
    "gusset",
    "joist",
    "lintel",
    "mortar",
    "plumb",
    "purlin",
    "rebar",
    "screed",
    "soffit",
    "trowel",
    "truss",
]

ROWS = r"""
indian kindly ¦ Indian English helpdesk, "kindly do the needful", as remembered ¦ p ¦ Dear Sir, as discussed kindly do the needful and reset. PFB the new password for VPN: {t} — kindly revert back once done.
indian prepone ¦ Indian English, "prepone", as remembered ¦ p ¦ Hi team, migration is preponed to 3 PM. Temporary admin pwd is {t} , kindly change after login itself.
indian pfb token ¦ Indian English, "PFB" (please find below), as remembered ¦ tok ¦ Hello Ramesh ji, PFB the API token for the BIM server: {t}. Please do not share with vendor side.
indian otp ¦ Indian English, "OTP is", as remembered ¦ pin6 ¦ Sir your OTP is {t} only, it will expire in 10 mins. Don't tell anyone na.
indian recovery ¦ Indian English, "recovery codes" with "itself", as remembered ¦ gh ¦ I am sending the recovery codes itself here only: {t} (first one I already used).
nigerian since morning ¦ Nigerian English, "since morning", as remembered ¦ p ¦ Good afternoon sir, I have been trying to login since morning. The password they gave me is {t} but it is not entering.
nigerian wahala ¦ Nigerian English, "no wahala", as remembered ¦ p ¦ No wahala, I don change am. New password na {t}. Make una no share am o.
nigerian pin ¦ Nigerian English, "please I want to know", as remembered ¦ pin6 ¦ Please I want to know why my token PIN {t} is not working on the site gate since yesterday.
nigerian oga ¦ Nigerian English, "Oga", as remembered ¦ tok ¦ Oga the access key for the crane telemetry is {t} — I don paste am for the config.
singapore can or not ¦ Singaporean English, "can or not", as remembered ¦ p ¦ Boss, password {t} can or not? System say wrong already.
singapore liao ¦ Singaporean English, "liao", as remembered ¦ pin6 ¦ Sent you the code liao: {t}. Quick quick key in before it expire.
singapore already ¦ Singaporean English, "already" as a perfective, as remembered ¦ ms ¦ I reset already, your backup code is {t}, keep properly ah.
philippine po ¦ Philippine English, "po", as remembered ¦ p ¦ Good morning po Ma'am, ito na po yung new password ninyo: {t}. Pa-change na lang po after login.
taglish pareset ¦ Taglish, "pa-reset", as remembered ¦ p ¦ Sir pa-reset na po ng account ko, yung temp password na binigay ni IT ay {t} pero ayaw gumana.
philippine pin ¦ Philippine English, "Ma'am/Sir" with a PIN, as remembered ¦ pin6 ¦ Ma'am/Sir, here is the PIN for the site tablet: {t}. Thank you po!
philippine token ¦ Taglish, "yung token", as remembered ¦ tok ¦ Eto yung token para sa printer farm dashboard: {t} — wag i-post sa GC ha.
jamaican mi ¦ Jamaican English, "mi", as remembered ¦ p ¦ Mi change di password to {t} — nuh tell nobody seen.
jamaican wah gwaan ¦ Jamaican English, "wah gwaan", as remembered ¦ pin6 ¦ Wah gwaan boss, di code fi di gate a {t}.
trini allyuh ¦ Trinidadian English, "allyuh", as remembered ¦ p ¦ Allyuh, the wifi password for the site office is {t} — doh give it out to the subbies.
trini recovery ¦ Trinidadian English, "eh", as remembered ¦ google ¦ Backup code for the plotter account is {t} eh, doh lose it.
sysadmin creds ¦ sysadmin jargon, "creds", as remembered ¦ p ¦ fyi rotated the creds for svc_plotter, new pw {t}, old one is dead. ping me if stuff breaks
sysadmin sitrep ¦ sysadmin/ops jargon, "sitrep", as remembered ¦ tok ¦ SITREP 1930: bastion up, rotated API key for the MES bridge -> {t}. Next check 2100.
military wilco ¦ military radio jargon, "WILCO" and "over", as remembered ¦ p ¦ ALPHA this is BRAVO, new passphrase for the site net is {t}, how copy, over. — BRAVO this is ALPHA, WILCO, out.
military break ¦ military message format, "BREAK", as remembered ¦ w4 ¦ FLASH // BREAK // CHALLENGE WORD FOR 08 DEC: {t} // BREAK // DESTROY AFTER USE
military authcode ¦ military jargon, "authentication code", as remembered ¦ pin8 ¦ Authenticate: authentication code {t}, I say again {t}, over.
texting ur pw ¦ texting abbreviations, "ur pw", as remembered ¦ p ¦ hey ur pw 4 the site tablet is {t} pls dnt share thx
texting b4 ¦ texting, "b4", as remembered ¦ pin6 ¦ code {t} use it b4 5pm k
texting np ¦ texting, "np" and emoji, as remembered ¦ tok ¦ np 👍 here's the key: {t} lmk if it works
texting lol ¦ texting with the secret mid-sentence, as remembered ¦ p ¦ lol i literally set it to {t} and forgot 😅 can u check
leet password ¦ leetspeak label, "p4ssw0rd", as remembered ¦ p ¦ n3w p4ssw0rd: {t}
leet token ¦ leetspeak label, "t0k3n", as remembered ¦ tok ¦ ur t0k3n iz {t} d0nt l34k it
leet pin ¦ leetspeak label, "p1n", as remembered ¦ pin6 ¦ d00r p1n = {t}
typo passowrd ¦ typo, "passowrd", as remembered ¦ p ¦ The passowrd for the drawing server is {t} plese chnage it
typo recoevry ¦ typo, "recoevry codes", as remembered ¦ ms ¦ recoevry codes for the CAD licence portal: {t}
typo tokne ¦ typo, "tokne", as remembered ¦ tok ¦ api tokne: {t}
typo pasphrase ¦ typo, "pasphrase", as remembered ¦ w5 ¦ wallet pasphrase is {t}
runon mypasswordis ¦ run-together words, "mypasswordis", as remembered ¦ p ¦ mypasswordis{t}pleasefixmyaccount
runon apikeyis ¦ run-together, "theapikeyis", as remembered ¦ tok ¦ theapikeyis {t} thankyou
runon pinnumber ¦ run-together, "pinnumber", as remembered ¦ pin6 ¦ pinnumber:{t}
caps shouting ¦ all-caps shouting, as remembered ¦ p ¦ I HAVE TOLD YOU THREE TIMES THE PASSWORD IS {t} WHY IS IT STILL NOT WORKING!!!
caps urgent ¦ all-caps subject line, as remembered ¦ tok ¦ URGENT!!! NEW API KEY FOR SITE CAMERAS: {t} — UPDATE ALL NVRs TODAY
caps pin ¦ all caps, "DO NOT SHARE", as remembered ¦ pin8 ¦ YOUR SECURITY PIN IS {t}. DO NOT SHARE THIS PIN WITH ANYONE.
voice period ¦ voice-to-text, "period" left in, as remembered ¦ p ¦ Hey Mike the new password is {t} period call me when you're in the trailer period
voice colon ¦ voice-to-text, "colon", as remembered ¦ tok ¦ Send to Priya colon token colon {t} end message
voice pin ¦ voice-to-text, spelled "P I N", as remembered ¦ pin6 ¦ The P I N for the hoist is {t} okay thanks bye
voice passphrase ¦ voice-to-text, words of a passphrase, as remembered ¦ w4 ¦ Okay so the pass phrase is {t} all lower case no spaces actually with spaces
helpdesk ticket ¦ helpdesk ticket in Indian English, "Issue faced", as remembered ¦ p ¦ Issue faced: unable to login to ERP. Password used: {t}. Kindly check at the earliest.
helpdesk reply ¦ helpdesk reply in Philippine English, as remembered ¦ tok ¦ Hi Sir, as per checking, please use this new token instead: {t}. Kindly confirm if okay na po.
nigerian recovery ¦ Nigerian English, "I beg" spelt out, as remembered ¦ gh ¦ I beg help me, these are the recovery codes: {t}. I cannot login at all.
singapore whatsapp ¦ Singaporean English WhatsApp, as remembered ¦ b64 ¦ Eh the key for the BIM server is {t} one, copy correctly ok
caribbean pin ¦ Bajan English, "wunna", as remembered ¦ pin6 ¦ Wunna, the alarm PIN fuh the yard is {t}.
indian pwd ¦ Indian English, "pwd" and "itself", as remembered ¦ p ¦ User id same as employee code, pwd is {t} itself, first time login change it.
military pin ¦ military jargon, "PIN for COMSEC", as remembered ¦ pin8 ¦ COMSEC custodian: crypto ignition PIN {t}. Acknowledge receipt, over.
texting creds ¦ texting, "creds r", as remembered ¦ p ¦ creds r admin / {t} btw
typo wrong key ¦ typo, "secrit", as remembered ¦ b64 ¦ client secrit = {t}
caps token ¦ all caps, "TOKEN:", as remembered ¦ tok ¦ SMS FROM SITEBOT: TOKEN: {t}
voice recovery ¦ voice-to-text, "recovery code is", as remembered ¦ ms ¦ Your recovery code is {t} I'll spell it out later
trini pw ¦ Trinidadian English, "doh", as remembered ¦ p ¦ Password is {t}, doh write it on the whiteboard again nah.
jamaican token ¦ Jamaican English, "a di token", as remembered ¦ tok ¦ A di token dis: {t}, put it inna di app.
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror", "process"),
    )
