"""Held-out set 53: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 53's vendors (``asgardeoClientSecret``, ``astraAppToken``,
``atlantisGhWebhookSecret``, ``azArtifactsPat``, ``codeartifactAuthToken``,
``develocityAccessKey``, ``dolthubApiToken``, ``giteePrivateToken``, ``gluuClientSecret``,
``mailslurpApiKey``, ``mailosaurApiKey``, ``mailcoachToken``, ``propelauthApiKey``,
``pepipostApiKey``, ``packagistHttpBasicPw``, ``socketlabsInjectionKey``,
``sendpulseClientSecret``, ``stackSecretServerKey``, ``verdaccioAuthToken``,
``veracodeKeySecret``, ``scalekitClientSecret``, ``mailchannelsApiKey``), snake case
(``ahasend_api_key``, ``ses_smtp_password``, ``jangosmtp_pw``, ``mailup_client_secret``,
``maileon_api_key``, ``postageapp_api_key``, ``sendlayer_bearer``, ``sweego_api_key``,
``smtpcom_api_key``, ``sendernet_token``), kebab case (``authgear-client-secret``,
``authsignal-secret``, ``passage-api-key``, ``mojoauth-x-api-key``, ``janrain-client-secret``,
``pingone-worker-secret``), upper snake (``STACKHERO_PG_ADMIN_PW``, ``SCALEGRID_MONGO_PW``,
``SKYSQL_DB_PASSWORD``, ``DOADMIN_PASSWORD``, ``AIKIDO_CI_SECRET``, ``APPKNOX_TOKEN``),
abbreviations (``pgrPat``, ``gbktPat``, ``apolloKey``, ``dtrTok``) and words of set 53's
languages in ASCII (Walser ``gheimsWort``, West Flemish ``paswoordJoun``, Low Saxon
``geheimWoord``, Provençal ``motDePasso``, Wymysorys ``gihajmyCal``, Yenish ``zinken``,
Lovari ``garadoLav``, Kalderash ``garadoNumero``, Caló ``claveGaraba``, Luxembourgish
``aertPasswuert``, Romansh ``vossPledClav``, Friulian ``peraulaClaf``, Breton ``hoKerTremen``, Welsh
``codAdfer``, Irish ``doPhasfhocal``, Basque ``zurePasahitza``, Upper Sorbian ``heslo_wase``,
Occitan ``vostreSenhal``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
asgardeoClientSecret ¦ {s} ¦ A28 ¦ application 'shop-web' has 3 redirect URIs
astraAppToken ¦ AstraCS:QpLmZrTnXwVbKcYdHsFgJeUa:{s} ¦ h64 ¦ database 'ingest' is ACTIVE in eu-west-1
atlantisGhWebhookSecret ¦ {s} ¦ h64 ¦ 4 repos allowlisted for github.com/acme/*
azArtifactsPat ¦ {s} ¦ l52 ¦ feed 'web' has 212 packages
codeartifactAuthToken ¦ {s} ¦ u88 ¦ repository 'py' upstream is pypi-store
develocityAccessKey ¦ ge.acme.io={s} ¦ l52 ¦ 41 build scans published today
dolthubApiToken ¦ dhat.v1.{s} ¦ l52 ¦ branch 'main' of acme/prices has 8 tables
giteePrivateToken ¦ {s} ¦ h32 ¦ repo 'acme/firmware' has 2 open PRs
gluuClientSecret ¦ {s} ¦ A32 ¦ client 1001.6c4b1f2d uses pairwise subjects
mailslurpApiKey ¦ {s} ¦ h64 ¦ inbox 7e1f received 3 emails
mailosaurApiKey ¦ {s} ¦ A24 ¦ server abcd1234 holds 18 messages
mailcoachToken ¦ {s} ¦ A40 ¦ campaign 'December digest' is a draft
propelauthApiKey ¦ {s} ¦ h64 ¦ org 'acme' has 14 members
pepipostApiKey ¦ {s} ¦ h32 ¦ 2,118 mails delivered yesterday
packagistHttpBasicPw ¦ {s} ¦ h40 ¦ package acme/billing 3.4.1 is mirrored
socketlabsInjectionKey ¦ {s} ¦ A26 ¦ server 40211 sent 9,402 messages
sendpulseClientSecret ¦ {s} ¦ h32 ¦ address book 881 has 4,200 contacts
stackSecretServerKey ¦ ssk_{s} ¦ l48 ¦ project 7b1c8a2e has 512 users
verdaccioAuthToken ¦ {s} ¦ b44 ¦ @acme/ui 2.8.0 published
veracodeKeySecret ¦ {s} ¦ h64 ¦ policy scan of app.war passed
scalekitClientSecret ¦ test_sk_{s} ¦ A40 ¦ 2 SSO connections are active
mailchannelsApiKey ¦ {s} ¦ A48 ¦ domain lockdown record found for acme.io
ahasend_api_key ¦ {s} ¦ A40 ¦ domain acme.io is verified
ses_smtp_password ¦ {s} ¦ b44 ¦ sending quota 50,000 per day
jangosmtp_pw ¦ {s} ¦ p ¦ relay accepted 120 messages
mailup_client_secret ¦ {s} ¦ uuid ¦ list 4 has 1,930 recipients
maileon_api_key ¦ {s} ¦ uuid ¦ mailing 88121 scheduled for 08:00
postageapp_api_key ¦ {s} ¦ A32 ¦ project 'receipts' is live
sendlayer_bearer ¦ {s} ¦ A44 ¦ 0 bounces this week
sweego_api_key ¦ {s} ¦ uuid ¦ channel 'email' is enabled
smtpcom_api_key ¦ {s} ¦ h40 ¦ channel 'transactional' is healthy
sendernet_token ¦ {s} ¦ u80 ¦ group 'VIP' has 302 subscribers
authgear-client-secret ¦ {s} ¦ u43 ¦ app 'portal' uses passkeys
authsignal-secret ¦ {s} ¦ A48 ¦ rule 'new device' challenged 12 logins
passage-api-key ¦ {s} ¦ A64 ¦ app Ndb6Bv3q has 1,044 users
mojoauth-x-api-key ¦ {s} ¦ uuid ¦ magic links sent: 77
janrain-client-secret ¦ {s} ¦ l32 ¦ entity type 'user' has 48 attributes
pingone-worker-secret ¦ {s} ¦ u64 ¦ environment 0e9d8c7b is PRODUCTION
STACKHERO_PG_ADMIN_PW ¦ {s} ¦ A32 ¦ instance x7k2p9 runs PostgreSQL 17
SCALEGRID_MONGO_PW ¦ {s} ¦ A20 ¦ replica set RS-acme-0 has 3 members
SKYSQL_DB_PASSWORD ¦ {s} ¦ p ¦ service acme-db0000 is healthy
DOADMIN_PASSWORD ¦ AVNS_{s} ¦ A19 ¦ cluster db-postgresql-ams3-44121 has 2 nodes
AIKIDO_CI_SECRET ¦ AIK_CI_{s} ¦ A48 ¦ 0 new critical issues
APPKNOX_TOKEN ¦ {s} ¦ h40 ¦ file app-release.apk queued for scan
pgrPat ¦ {s} ¦ U64 ¦ issue 88 has 4 comments
gbktPat ¦ {s} ¦ h40 ¦ repository ops/infra cloned in 2s
apolloKey ¦ service:acme-graph:{s} ¦ A22 ¦ subgraph 'orders' composed
dtrTok ¦ {s} ¦ uuid ¦ 6 policies evaluated
gheimsWort ¦ {s} ¦ p ¦ Hütte 'Saas' isch offe
paswoordJoun ¦ {s} ¦ p ¦ winkel 'Brugge' is open
geheimWoord ¦ {s} ¦ w4 ¦ kerk in Enschede om 10 uur
motDePasso ¦ {s} ¦ p ¦ la fèsto coumenço à 9 ouro
gihajmyCal ¦ {s} ¦ pin ¦ 14 gości w Wilamowicach
zinken ¦ {s} ¦ A40 ¦ Wagen 3 steht in Singen
garadoLav ¦ {s} ¦ w5 ¦ o bijav si ando Maj
garadoNumero ¦ {s} ¦ pin ¦ 9 manusha ando kher
claveGaraba ¦ {s} ¦ p ¦ la feria abre el lunes
aertPasswuert ¦ {s} ¦ p ¦ Buttek zu Esch ass op
vossPledClav ¦ {s} ¦ p ¦ la scola a Glion è averta
peraulaClaf ¦ {s} ¦ p ¦ la sagre di Udin e je doman
hoKerTremen ¦ {s} ¦ p ¦ fest-noz e Kemper disadorn
codAdfer ¦ {s} ¦ rc ¦ eisteddfod yn agor am 9
doPhasfhocal ¦ {s} ¦ p ¦ tá an siopa ar oscailt
zurePasahitza ¦ {s} ¦ p ¦ azoka larunbatean da
heslo_wase ¦ {s} ¦ p ¦ Budyšin: 12 wopytowarjow
vostreSenhal ¦ {s} ¦ p ¦ lo mercat de Tolosa es dobèrt
"""

_WORDS = [
    "alder",
    "birch",
    "chestnut",
    "elm",
    "fir",
    "hornbeam",
    "juniper",
    "larch",
    "linden",
    "maple",
    "oak",
    "poplar",
    "rowan",
    "spruce",
    "walnut",
    "willow",
    "yew",
    "ash",
    "beech",
    "hazel",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
