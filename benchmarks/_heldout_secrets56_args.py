"""Held-out set 56: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``cbKey``,
``lapiSec``, ``modpasOu``, ``beassansatni``, ``pledClav``, ``mexpiy_nomur`` and
``wisheyNiheni`` did and were dropped). Names in many styles: camel case for set 56's
vendors (``crowdsecBouncerKey``, ``openctiAdminToken``, ``thehiveBearer``, ``dojoApiToken``,
``dtrackXApiKey``, ``veloApiClientKey``, ``verdaccioAuthTok``, ``oauth2ProxyCookieSecret``,
``gophishApiKey``, ``baoServiceToken``, ``evccSponsorToken``, ``kratosCookieSecret``,
``bareosDirPasswd``, ``hammerPasswd``, ``dittofeedAdminKey``, ``centreonAuthToken``,
``devpiLoginPw``, ``gemstashKey``, ``stepProvisionerPw``, ``chronografToken``,
``pagureApiToken``, ``oneuptimeApiKey``, ``iredadminPw``, ``mathesarSecretKey``), snake
case (``kolab_bind_pw``, ``davical_pg_pass``, ``etebase_secret_key``,
``notesnook_api_secret``, ``padloc_smtp_pass``, ``rauthy_bootstrap_pw``, ``spacecmd_passwd``,
``pypirc_upload_pw``, ``kodbox_db_pwd``, ``requestrr_bot_token``, ``kyuubi_ldap_bindpw``,
``jaeger_es_passwd``, ``mimir_s3_secret``, ``velero_aws_secret``, ``osquery_enroll_secret``,
``rhodecode_auth_token``, ``kallithea_api_key``), kebab case (``corteza-jwt-secret``,
``bigcapital-jwt-secret``, ``libredesk-encryption-key``, ``photoview-mysql-pass``,
``tubesync-http-pass``), upper snake (``GONIC_ADMIN_PASS``, ``AIRSONIC_DB_PASS``,
``WORKLENZ_SESSION_SECRET``, ``DAMSELFLY_SMTP_PASS``), abbreviations (``csLapiSecret``,
``sdTokPw``, ``ddTok``, ``gsKey``, ``thPk``, ``baoTokS``, ``evccSpTok``) and other
languages' words in ASCII (Naija ``paswodWeyYouGoUse``, Cameroonian Pidgin ``sikretNomba``,
Bislama ``paswodBlongYu``, Tok Pisin ``nambaHaitBilongYu``, Papiamento ``kontrasenjaBo``,
Haitian ``modpas_ayisyen``, Mauritian ``modepasMorisien``, Sranan ``kibriWortu``, Toki Pona
``nimiLenSina``, Lojban ``japyvla``, Volapük ``letavod``, Interlingue ``parolClave``,
Lingua Franca Nova ``claveSecretaLfn``, Quenya ``quettaNulda``, Klingon ``peghMu``, Sami
``beassansatniSami``, Frisian ``wachtsin``, Romansh ``pledclav_rumantsch``, Occitan
``senhalOccitan``, Friulian ``peraule_clav``, Manx ``ockle_follit``, Ossetian
``parolDaeIron``, Uyghur ``mexpiyNomurUyghur``, Sorani ``wisheyNhenyKurdi``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
crowdsecBouncerKey ¦ {s} ¦ A32 ¦ bouncer 'nginx-edge' pulled 412 decisions
csLapiSecret ¦ {s} ¦ A64 ¦ 3 machines registered with the local API
openctiAdminToken ¦ {s} ¦ uuid ¦ connector 'mitre' imported 1,204 objects
thehiveBearer ¦ Bearer {s} ¦ A32 ¦ case #1182 has 4 observables
dojoApiToken ¦ Token {s} ¦ h40 ¦ engagement 'Q4 pentest' has 17 open findings
dtrackXApiKey ¦ {s} ¦ A32 ¦ project 'web' has 3 critical components
veloApiClientKey ¦ {s} ¦ b64 ¦ hunt H.C8a2 collected from 58 clients
verdaccioAuthTok ¦ {s} ¦ b44 ¦ package '@acme/ui' 4.2.1 published
oauth2ProxyCookieSecret ¦ {s}= ¦ u43 ¦ upstream 'grafana' is healthy
gophishApiKey ¦ {s} ¦ h64 ¦ campaign 'Q4 awareness' sent 812 emails
baoServiceToken ¦ s.{s} ¦ A24 ¦ mount 'kv/' has 88 secrets
evccSponsorToken ¦ {s} ¦ u96 ¦ loadpoint 'garage' charged 14.2 kWh
kratosCookieSecret ¦ {s} ¦ A48 ¦ 1,031 identities migrated
bareosDirPasswd ¦ {s} ¦ b44 ¦ job 'BackupCatalog' terminated normally
hammerPasswd ¦ {s} ¦ p ¦ host 'web-3.acme.io' built
dittofeedAdminKey ¦ {s} ¦ A48 ¦ journey 'onboarding' has 4 steps
centreonAuthToken ¦ {s}= ¦ b31 ¦ host 'db-2' is UP
devpiLoginPw ¦ {s} ¦ p ¦ index 'ci/staging' has 212 packages
gemstashKey ¦ {s} ¦ h32 ¦ gem 'acme-billing' 2.1.0 cached
stepProvisionerPw ¦ {s} ¦ p ¦ certificate for 'api.acme.internal' renewed
chronografToken ¦ CHRONOGRAF-SHA256 {s} ¦ u86 ¦ dashboard 'Telegraf' has 12 cells
pagureApiToken ¦ token {s} ¦ U64 ¦ pull request #88 merged
oneuptimeApiKey ¦ {s} ¦ uuid ¦ monitor 'checkout' is operational
iredadminPw ¦ {s} ¦ p ¦ domain 'acme.io' has 40 mailboxes
mathesarSecretKey ¦ {s} ¦ A50 ¦ table 'orders' has 18 columns
kolab_bind_pw ¦ {s} ¦ p ¦ 312 users synchronised
davical_pg_pass ¦ {s} ¦ p ¦ calendar 'team' has 58 events
etebase_secret_key ¦ {s} ¦ A50 ¦ collection 'contacts' synced
notesnook_api_secret ¦ {s} ¦ A64 ¦ 4 devices connected
padloc_smtp_pass ¦ {s} ¦ p ¦ invite sent to 'ops' vault
rauthy_bootstrap_pw ¦ {s} ¦ p ¦ client 'grafana' registered
spacecmd_passwd ¦ {s} ¦ p ¦ 64 systems need updates
pypirc_upload_pw ¦ {s} ¦ p ¦ acme_utils-3.0.1 uploaded
kodbox_db_pwd ¦ {s} ¦ p ¦ share link created for 'reports'
requestrr_bot_token ¦ {s} ¦ u59 ¦ request 'Dune Part Two' approved
kyuubi_ldap_bindpw ¦ {s} ¦ p ¦ engine 'spark-sql' started
jaeger_es_passwd ¦ {s} ¦ p ¦ 1.2M spans indexed today
mimir_s3_secret ¦ {s} ¦ b40 ¦ compactor finished block 01JF8
velero_aws_secret ¦ {s} ¦ b40 ¦ backup 'nightly-2026-12-06' completed
osquery_enroll_secret ¦ {s} ¦ A32 ¦ host 'lap-114' enrolled
rhodecode_auth_token ¦ {s} ¦ h40 ¦ repository 'firmware' forked
kallithea_api_key ¦ {s} ¦ h40 ¦ changeset 4f1e2 pushed
corteza-jwt-secret ¦ {s} ¦ A40 ¦ namespace 'crm' has 9 modules
bigcapital-jwt-secret ¦ {s} ¦ A56 ¦ invoice INV-00412 issued
libredesk-encryption-key ¦ {s} ¦ A32 ¦ inbox 'support' has 12 open tickets
photoview-mysql-pass ¦ {s} ¦ p ¦ album 'Lisbon 2026' has 311 photos
tubesync-http-pass ¦ {s} ¦ p ¦ source 'talks' downloaded 6 videos
GONIC_ADMIN_PASS ¦ {s} ¦ p ¦ library scan found 41,200 tracks
AIRSONIC_DB_PASS ¦ {s} ¦ p ¦ podcast 'ops hour' refreshed
WORKLENZ_SESSION_SECRET ¦ {s} ¦ A48 ¦ project 'launch' is 64% done
DAMSELFLY_SMTP_PASS ¦ {s} ¦ p ¦ 1,020 thumbnails generated
sdTokPw ¦ {s} ¦ p ¦ ca 'acme-int' has 2 provisioners
ddTok ¦ {s} ¦ h40 ¦ product 'portal' imported a scan
gsKey ¦ {s} ¦ h32 ¦ 18 private gems
thPk ¦ {s} ¦ A32 ¦ alert 'phish-88' promoted to case
baoTokS ¦ s.{s} ¦ A24 ¦ lease renewed for 768h
evccSpTok ¦ {s} ¦ u80 ¦ vehicle 'e-Golf' at 80%
paswodWeyYouGoUse ¦ {s} ¦ p ¦ akaunt 'shop-lagos' don open
sikretNomba ¦ {s} ¦ pin ¦ di kad 'mboa-2' dey wok
paswodBlongYu ¦ {s} ¦ p ¦ akaon 'port-vila' i stap gud
nambaHaitBilongYu ¦ {s} ¦ pin ¦ kad 'lae-3' i redi
kontrasenjaBo ¦ {s} ¦ p ¦ kuenta 'kòrsou' ta habri
modpas_ayisyen ¦ {s} ¦ p ¦ kont 'jakmel' louvri
modepasMorisien ¦ {s} ¦ p ¦ kont 'port-louis' ouver
kibriWortu ¦ {s} ¦ w4 ¦ konto 'paramaribo' opo
nimiLenSina ¦ {s} ¦ w4 ¦ lipu 'kama' li open
japyvla ¦ {s} ¦ p ¦ le vreji cu se zbasu
letavod ¦ {s} ¦ p ¦ kal 'bled' pemaifükon
parolClave ¦ {s} ¦ p ¦ conto 'Tallinn' es apert
claveSecretaLfn ¦ {s} ¦ rc ¦ conta 'bergen' es abrida
quettaNulda ¦ {s} ¦ w3 ¦ parma 'Tirion' latyaina
peghMu ¦ {s} ¦ p ¦ De'wI' 'Qo'noS' poSmoH
beassansatniSami ¦ {s} ¦ p ¦ konto 'Guovdageaidnu' rabas
wachtsin ¦ {s} ¦ w5 ¦ akkount 'Ljouwert' iepen
pledclav_rumantsch ¦ {s} ¦ p ¦ conto 'Cuira' è avert
senhalOccitan ¦ {s} ¦ p ¦ compte 'Tolosa' dobèrt
peraule_clav ¦ {s} ¦ p ¦ cont 'Udin' viert
ockle_follit ¦ {s} ¦ p ¦ coontey 'Doolish' foshlit
parolDaeIron ¦ {s} ¦ p ¦ аккаунт 'Дзæуджыхъæу' гом у
mexpiyNomurUyghur ¦ {s} ¦ pin ¦ hésab 'Qeshqer' échiq
wisheyNhenyKurdi ¦ {s} ¦ p ¦ ئەکاونتی 'هەولێر' کراوەیە
"""

_WORDS = [
    "ackee",
    "breadfruit",
    "callaloo",
    "dasheen",
    "eddoe",
    "farine",
    "genip",
    "hibiscus",
    "jackfruit",
    "kallaloo",
    "lemongrass",
    "mauby",
    "naseberry",
    "otaheite",
    "pawpaw",
    "soursop",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
