"""Held-out set 64: more vendors of set 64's share, shapes remembered (not looked up):
e-prescribing networks and integration engines, FHIR and openEHR servers, proctoring and
lecture capture, student information systems, government sign-in and national eIDs,
open-banking aggregators, hotel channel managers and PMSs, air and rail distribution.

Every name was grepped for in every earlier ``benchmarks/*heldout*`` file; none matched:
Surescripts, NewCrop, ScriptSure, Rhapsody, eClinicalWorks, Practice Fusion, Kno2, CommonWell,
Veradigm, Truepill, EHRbase, dcm4che, Doctolib, Helsenorge, Pear Deck, Mediasite, YuJa,
Respondus, Proctorio, Honorlock, ExamSoft, Skyward, Aeries, Quizizz, Chegg, NHS login, itsme,
BankID, Suomi.fi, DigiD, Granicus, Frollo, Finvu, Sahamati, Crezco, RateGain, Trainline,
SilverRail, 12Go, Omio, Navitaire, Travelfusion, Mystifly, HyperGuest, STAAH, Hotelogix,
Protel, Stayntouch, Myallocator, Renfe, Trenitalia, Eurostar, HAFAS and IRCTC. Each case's
source says "as remembered": the prefix, length and alphabet are from memory of the vendor's
configs and may differ from what the vendor issues today.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
newcrop xml ¦ NewCrop partner credentials in the RCExtRequest XML (as remembered) ¦ {p} ¦ <NCScript xmlns="http://secure.newcropaccounts.com/interfaceV7">\n  <Credentials>\n    <partnerName>ClinicSoft</partnerName>\n    <name>demo</name>\n    <password>{t}</password>\n    <productName>ClinicSoft EHR</productName>\n  </Credentials>
surescripts ncpdp ¦ Surescripts SCRIPT endpoint password in a Mirth-less Java properties file (as remembered) ¦ {p} ¦ surescripts.portal.url=https://staging.surescripts.net/Messaging/v6_1\nsurescripts.account.id=SSA-104422\nsurescripts.account.password={t}
scriptsure header ¦ ScriptSure API key header in a debug log (as remembered) ¦ {h64} ¦ DEBUG erx.client → POST https://api.scriptsure.com/v1.0/patient headers={'x-api-key': '{t}', 'Content-Type': 'application/json'}
rhapsody rest ¦ Rhapsody integration engine REST admin, Basic credentials in an HTTPie call (as remembered) ¦ {p} ¦ $ http -a administrator:{t} GET https://rhapsody.hosp.local:8444/api/components\nHTTP/1.1 401 Unauthorized
ecw fhir ¦ eClinicalWorks FHIR backend-services client secret in a YAML (as remembered) ¦ {A44} ¦ ecw_fhir:\n  base: https://fhir4.eclinicalworks.com/fhir/r4/JAFJCD\n  client_id: 6e1f0a7c-bb12-4d3a-a9c8-1f2e3d4c5b6a\n  client_secret: {t}
practicefusion token ¦ Practice Fusion FHIR token response (as remembered) ¦ {A64} ¦ {"access_token":"{t}","token_type":"Bearer","expires_in":3599,"scope":"patient/*.read","patient":"b8c1d2e3-…"}
kno2 toml ¦ Kno2 API client credentials in a TOML (as remembered) ¦ {u44} ¦ [kno2]\napi_base = "https://api.kno2fy.com"\nclient_id = "kno2-intake-01"\nclient_secret = "{t}"
commonwell pfx ¦ CommonWell member certificate password in an .env (as remembered) ¦ {p} ¦ CW_ORG_OID=2.16.840.1.113883.3.3330.8889\nCW_CERT_PATH=/etc/cw/member.pfx\nCW_CERT_PASSWORD={t}
veradigm csharp ¦ Veradigm Unity API svc password in a C# config (as remembered) ¦ {p} ¦ var unity = new UnityClient(\n    appname: "ClinicSoft.TestApp",\n    svcUser: "ClinicSoft",\n    svcPassword: "{t}");
truepill curl ¦ Truepill pharmacy API key header (as remembered) ¦ {A40} ¦ curl https://api.truepill.com/v1/prescription -H "Authorization: ApiKey {t}" -H "Content-Type: application/json"\n{"error":"Invalid API key"}
ehrbase compose ¦ EHRbase admin password in docker compose env (as remembered) ¦ {p} ¦ services:\n  ehrbase:\n    image: ehrbase/ehrbase:2.0.0\n    environment:\n      SECURITY_AUTHTYPE: BASIC\n      SECURITY_AUTHADMINUSER: ehrbase-admin\n      SECURITY_AUTHADMINPASSWORD: {t}
dcm4che keycloak ¦ dcm4chee-arc Keycloak client secret, a UUID (as remembered) ¦ {uuid} ¦ AUTH_SERVER_URL=https://pacs.hosp.local/auth\nREALM_NAME=dcm4che\nUI_CLIENT_ID=dcm4chee-arc-ui\nWILDFLY_CLIENT_SECRET={t}
doctolib webhook ¦ Doctolib partner webhook signing secret in a Rails credentials dump (as remembered) ¦ whsec_{A32} ¦ $ rails credentials:show\ndoctolib:\n  partner_id: 5512\n  webhook_secret: {t}
helsenorge jwk ¦ Helsenorge/HelseID client private JWK d parameter (as remembered) ¦ {u86} ¦ {"kty":"RSA","kid":"helseid-3f1a","alg":"RS256","n":"…","e":"AQAB","d":"{t}"}
peardeck oauth ¦ Pear Deck OAuth client secret in Python settings (as remembered) ¦ {A40} ¦ PEARDECK_CLIENT_ID = "pd_app_31"\nPEARDECK_CLIENT_SECRET = "{t}"
mediasite sfapikey ¦ Mediasite sfapikey and Basic credentials in a curl (as remembered) ¦ {uuid} ¦ curl -u svc_capture:… -H "sfapikey: {t}" https://mediasite.univ.edu/Mediasite/api/v1/Presentations?$top=5
yuja token ¦ YuJa API access token header (as remembered) ¦ {A48} ¦ GET https://univ.yuja.com/services/media/channels\nauthToken: {t}\n401 {"message":"Token is not valid"}
respondus ini ¦ Respondus LockDown Browser server key in an LMS plugin ini (as remembered) ¦ {U24} ¦ [respondus]\ninstitution_id = 118273\nserver_key = {t}
proctorio lti ¦ Proctorio LTI consumer secret in an LMS export (as remembered) ¦ {A40} ¦ <blti:custom>\n  <lticm:property name="consumer_key">proctorio-univ</lticm:property>\n  <lticm:property name="shared_secret">{t}</lticm:property>\n</blti:custom>
honorlock api ¦ Honorlock API secret in a .env (as remembered) ¦ {h64} ¦ HONORLOCK_CLIENT_ID=hl_22817\nHONORLOCK_CLIENT_SECRET={t}
examsoft hcl ¦ ExamSoft API token in a Terraform variable file (as remembered) ¦ {A36} ¦ examsoft_institution = "univ-law"\nexamsoft_api_token   = "{t}"
skyward oneroster ¦ Skyward OneRoster API secret in a sync tool's JSON (as remembered) ¦ {A32} ¦ {"sis":"skyward","oneroster_url":"https://skyward.district.k12.us/ISCorp/OneRoster/v1p1","client_id":"dst-sync","client_secret":"{t}"}
aeries cert ¦ Aeries AERIES-CERT header, 32 hex (as remembered) ¦ {h32} ¦ $ curl -H "AERIES-CERT: {t}" https://demo.aeries.net/aeries/api/v5/schools\nHTTP/1.1 401 Unauthorized
quizizz cookie ¦ Quizizz session cookie in a HAR export (as remembered) ¦ {A64} ¦ "cookies": [{"name": "quizizz_uid", "value": "6c1f…"}, {"name": "QUIZIZZ_SESSION", "value": "{t}", "httpOnly": true}]
chegg session ¦ Chegg session token in a scraper's cookie jar (as remembered) ¦ {u80} ¦ # Netscape HTTP Cookie File\n.chegg.com\tTRUE\t/\tTRUE\t1798761600\tCSessionID\t{t}
nhslogin pem ¦ NHS login private_key_jwt key in a Java properties file (as remembered) ¦ MIIEpAIBAAKCAQEA{b120} ¦ nhslogin.client-id=clinic-bookings\nnhslogin.private-key=-----BEGIN RSA PRIVATE KEY-----\\n{t}\\n-----END RSA PRIVATE KEY-----
itsme partner ¦ itsme partner code and private JWKS in an appsettings.json (as remembered) ¦ {u86} ¦ "Itsme": {\n  "PartnerCode": "ACME_BANK",\n  "ServiceCode": "ACME_LOGIN",\n  "PrivateJwk": { "kty": "RSA", "d": "{t}" }\n}
bankid cert ¦ BankID RP certificate passphrase in a Node config (as remembered) ¦ {p} ¦ const bankid = new BankIdClient({\n  production: false,\n  pfx: fs.readFileSync('FPTestcert4_20230629.p12'),\n  passphrase: '{t}',\n});
suomifi sign ¦ Suomi.fi e-Identification SAML signing key password (as remembered) ¦ {p} ¦ saml.sp.entity-id=https://palvelu.kunta.fi/sp\nsaml.sp.keystore=/etc/saml/sp.jks\nsaml.sp.keystore-password={t}
digid tls ¦ DigiD PKIoverheid TLS key passphrase in an ansible vault decrypted by the agent (as remembered) ¦ {p} ¦ $ ansible-vault view group_vars/prod/vault.yml\ndigid_sp_key_passphrase: {t}\ndigid_sp_entity: https://gemeente.nl/digid
granicus govdelivery ¦ Granicus GovDelivery API password in a cron script (as remembered) ¦ {p} ¦ curl -s -u alerts@city.gov:{t} https://api.govdelivery.com/api/account/CITY/bulletins/send_now -X POST -d @bulletin.xml
frollo key ¦ Frollo SDK client secret in a Swift config (as remembered) ¦ {A48} ¦ let config = FrolloSDKConfiguration(authenticationType: .oAuth2(redirectURL: redirect, clientID: "frollo-demo", clientSecret: "{t}"), serverEndpoint: URL(string: "https://api-sandbox.frollo.us/api/v2/")!)
finvu aa ¦ Finvu account aggregator FIU client secret in an .env (as remembered) ¦ {A40} ¦ FINVU_FIU_ID=fiu-lendwell\nFINVU_CLIENT_API_KEY={t}\nFINVU_BASE=https://fiu-uat.finvu.in
sahamati jws ¦ Sahamati Central Registry client secret in a token request (as remembered) ¦ {A32} ¦ POST https://api.sandbox.sahamati.org.in/iam/v1/entity/token\n{"id":"FIU-LENDWELL","secret":"{t}"}
crezco header ¦ Crezco API key header (as remembered) ¦ {h64} ¦ > POST /v1/users/8f2c/pay-demands\n> X-Crezco-Key: {t}\n< 401
rategain xml ¦ RateGain channel API credentials in an OTA XML (as remembered) ¦ {p} ¦ <OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05">\n  <POS><Source><RequestorID ID="RG-8812" MessagePassword="{t}"/></Source></POS>
trainline b2b ¦ Trainline Partner Solutions API key in a YAML (as remembered) ¦ {A40} ¦ trainline:\n  endpoint: https://api.thetrainline.com/partner\n  api_key: {t}
silverrail sign ¦ SilverRail API secret in an HMAC signing helper (as remembered) ¦ {b44} ¦ SILVERRAIL_API_KEY=sr-b2c-4412\nSILVERRAIL_API_SECRET={t}
12go query ¦ 12Go Asia API key as a k= query parameter (as remembered) ¦ {h32} ¦ GET https://12go.asia/api/nuxt/en/trips/search?k={t}&from=bangkok&to=chiang-mai → 403
omio partner ¦ Omio partner API token in a Dockerfile ENV (as remembered) ¦ {A48} ¦ FROM node:20-alpine\nENV OMIO_PARTNER_TOKEN={t}\nCMD ["node","sync.js"]
navitaire session ¦ Navitaire dotREZ login body, agent password (as remembered) ¦ {p} ¦ POST /api/nsk/v1/token\n{"credentials":{"username":"WEBAPI01","password":"{t}","domain":"EXT","location":"WWW"}}
travelfusion xml ¦ Travelfusion XML LoginId (as remembered) ¦ {U16} ¦ <CommandList>\n  <Login>\n    <Username>acme_travel</Username>\n    <Password>{t}</Password>\n  </Login>\n</CommandList>
mystifly soap ¦ Mystifly OnePoint CreateSession password (as remembered) ¦ {p} ¦ <mys:CreateSession>\n  <mys1:AccountNumber>MCN004521</mys1:AccountNumber>\n  <mys1:Password>{t}</mys1:Password>\n  <mys1:UserName>acmeXML</mys1:UserName>\n</mys:CreateSession>
hyperguest token ¦ HyperGuest static token header (as remembered) ¦ {h40} ¦ curl -H "Authorization: Bearer {t}" https://hg-static.hyperguest.com/hotels.json
staah ini ¦ STAAH channel manager API password in an INI (as remembered) ¦ {p} ¦ [staah]\nhotel_id = 40912\nusername = acme_pms\npassword = {t}
hotelogix keys ¦ Hotelogix consumer key and secret in PHP (as remembered) ¦ {h40} ¦ define('HLX_CONSUMER_KEY', '3F2A9C71B0');\ndefine('HLX_CONSUMER_SECRET', '{t}');
protel io ¦ protel I/O password in a Mule properties file (as remembered) ¦ {p} ¦ protel.io.url=https://io.protel.net/ws/v2\nprotel.io.user=ACME_INT\nprotel.io.password={t}
stayntouch oauth ¦ Stayntouch client secret in a CSV of integrations printed by cat (as remembered) ¦ {A40} ¦ $ cat integrations.csv\nname,client_id,client_secret,env\nstayntouch,snt-4471,{t},prod
myallocator auth ¦ myallocator UserPassword in a JSON request (as remembered) ¦ {p} ¦ {"Auth/VendorId":"acme","Auth/VendorPassword":"…","Auth/UserId":"lakehouse","Auth/UserPassword":"{t}","Auth/PropertyId":"22117"}
renfe b2b ¦ Renfe B2B API password in a Go struct literal (as remembered) ¦ {p} ¦ cfg := renfe.Config{\n    Agency: "AG-0912",\n    User:   "acmeviajes",\n    Pass:   "{t}",\n}
trenitalia b2b ¦ Trenitalia partner API token in a Kotlin const (as remembered) ¦ {A36} ¦ const val TRENITALIA_TOKEN = "{t}"
eurostar env ¦ Eurostar distribution API key in a CI step (as remembered) ¦ {A40} ¦ - name: Sync fares\n  run: ./sync --carrier eurostar\n  env:\n    EUROSTAR_API_KEY: "{t}"
hafas accessid ¦ HAFAS ReST accessId in a query string (as remembered) ¦ {h32} ¦ GET https://rest.transit.local/hafas/v1/location.name?input=Zurich&accessId={t}&format=json → 401 API_AUTH
irctc agent login ¦ IRCTC-like B2B agent password in a Python requests log (as remembered) ¦ {p} ¦ DEBUG:booking:login payload={'agentId': 'IRA0412', 'password': '{t}', 'captcha': '7Hk2'}
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="args"),
        *v.table("vendor", "\n".join(rows[half:]), raises="context"),
    ]
