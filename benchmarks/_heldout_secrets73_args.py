"""Held-out set 73: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched; ``syrsoz_jany``, ``guzarvozha``, ``berpaKodu``,
``gaghtnabar``, ``nuutsUg`` and ``sersuz`` did and were renamed). Names in many styles:
camel case for set 73's vendors (``ampecoBearer``, ``thingworxAppKey``, ``sensiboApiKey``,
``airthingsClientSecret``, ``pvoApiKey``, ``sonnenAuthToken``, ``verkadaXApiKey``,
``emonWriteKey``, ``resideoConsumerSecret``, ``hikDigestPass``, ``sdmRefreshToken``,
``onectaClientSecret``, ``r3SecretAccessKey``, ``rscpKey``), snake case
(``kostal_service_pw``, ``podpoint_api_key``, ``tritium_ocpp_pw``, ``noodoe_whsec``,
``vivint_session_cookie``), kebab case (``bhyve-session-token``, ``wiser-hub-secret``,
``pi-webapi-pass``, ``datahub-tunnel-pw``, ``solargis-ws-key``), upper snake
(``OGIMET_HTTP_PASS``, ``SLINGSHOT_SHARED_SECRET``, ``KSAS_PASSWORD``,
``FUSE_CLIENT_SECRET``) and set 73's languages' words in ASCII: Kazakh ``qupiyaSozi``,
Uzbek ``yangiParol``, ``tasdiqlash_kodi`` and ``tiklashKodi``, Kyrgyz ``janySyrsozu``,
Tajik ``ramziMahfi`` and ``guzarvojai_nav``, Turkmen ``acarSozi`` and ``tassyklamaKody``,
Azerbaijani ``sifre_yeni`` and ``hesabBerpa``, Georgian ``paroli_akhali``, Armenian
``hastatmanKod``, Mongolian ``batalgaajuulahKod``, Tatar ``raslau_kody``, Bashkir
``serhuz`` and Chechen ``kerlaParol``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
ampecoBearer ¦ {s} ¦ A60 ¦ AMPECO: charge point CP-1182 not found
forecastSolarKey ¦ {s} ¦ A16 ¦ forecast.solar: plane azimuth out of range
thingworxAppKey ¦ {s} ¦ uuid ¦ ThingWorx: thing Press_014 is not running
sensiboApiKey ¦ {s} ¦ A30 ¦ Sensibo: pod offline for 42 minutes
airthingsClientSecret ¦ {s} ¦ uuid ¦ Airthings: device 2930004411 has no samples
pvoApiKey ¦ {s} ¦ h40 ¦ PVOutput: date older than 14 days
sonnenAuthToken ¦ {s} ¦ u43 ¦ sonnen: operating mode 10 not supported
verkadaXApiKey ¦ vkd_api_{s} ¦ A40 ¦ Verkada: camera offline
emonWriteKey ¦ {s} ¦ h32 ¦ emoncms: input node emontx has no process list
rainmachineAccessToken ¦ {s} ¦ h40 ¦ RainMachine: zone 4 is disabled
resideoConsumerSecret ¦ {s} ¦ A32 ¦ Resideo: location 1482 has no thermostat
hikDigestPass ¦ {s} ¦ p ¦ ISAPI: channel 101 stream not found
sdmRefreshToken ¦ 1//0{s} ¦ u100 ¦ SDM: device has no trait ThermostatEco
kepAdminPw ¦ {s} ¦ p ¦ Kepware: channel Channel1 already exists
awairBearer ¦ {s} ¦ u120 ¦ Awair: quota of 300 calls per day reached
n3rgyKey ¦ {s} ¦ uuid ¦ n3rgy: no consent for MPxN 1012345678901
onectaClientSecret ¦ {s} ¦ u64 ¦ Onecta: rate limited, retry after 3600 s
r3SecretAccessKey ¦ {s} ¦ b40 ¦ remote.it: device not found
seeqAccessPassword ¦ {s} ¦ A32 ¦ Seeq: signal not found in datasource
rscpKey ¦ {s} ¦ A20 ¦ E3/DC: tag EMS_REQ_POWER_WB_ALL unsupported
kostal_service_pw ¦ {s} ¦ p ¦ Kostal: inverter in standby
podpoint_api_key ¦ {s} ¦ A40 ¦ Pod Point: unit 18224 has no schedule
evgo_fleet_key ¦ {s} ¦ h48 ¦ EVgo: vehicle not in fleet
kempower_secret ¦ {s} ¦ A48 ¦ ChargEye: site depot-vantaa unknown
tritium_ocpp_pw ¦ {s} ¦ H40 ¦ OCPP: BootNotification rejected (pending)
autel_app_secret ¦ {s} ¦ A32 ¦ Autel: firmware update in progress
noodoe_whsec ¦ whsec_{s} ¦ A32 ¦ Noodoe: webhook endpoint disabled
evconnect_sub_key ¦ {s} ¦ h32 ¦ EV Connect: station list empty
eufy_account_pw ¦ {s} ¦ p ¦ eufy: station T8010 not reachable
vivint_session_cookie ¦ {s} ¦ u64 ¦ Vivint: panel is armed
simplisafe_refresh ¦ {s} ¦ u86 ¦ SimpliSafe: system in alarm state
level_lock_bearer ¦ {s} ¦ A48 ¦ Level: lock jammed
bhyve-session-token ¦ {s} ¦ A24 ¦ B-hyve: rain delay active
rheem-user-token ¦ {s} ¦ u64 ¦ EcoNet: heater in vacation mode
wiser-hub-secret ¦ {s} ¦ b80 ¦ Wiser: room 3 has no sensor
pi-webapi-pass ¦ {s} ¦ p ¦ PI Web API: point SINUSOID not found
aveva-client-secret ¦ {s} ¦ u48 ¦ AVEVA: stream not found
datahub-tunnel-pw ¦ {s} ¦ p ¦ DataHub: tunnel plant7 slave disconnected
bidgely-client-secret ¦ {s} ¦ h64 ¦ Bidgely: meter has 3 gaps
copper-oauth-secret ¦ {s} ¦ u43 ¦ Copper: premise not enrolled
franklin-gateway-token ¦ {s} ¦ h32 ¦ FranklinWH: aGate offline
zendure-app-secret ¦ {s} ¦ A32 ¦ Zendure: device HOA1NBN9K0371 unknown
alpha-ess-app-secret ¦ {s} ¦ h32 ¦ Alpha ESS: sysSn not bound
solargis-ws-key ¦ {s} ¦ h32 ¦ Solargis: site outside coverage
OGIMET_HTTP_PASS ¦ {s} ¦ p ¦ Ogimet: no synop for station 36870
FARMNET_TOKEN ¦ {s} ¦ A48 ¦ 365FarmNet: field 8812 has no crop
SLINGSHOT_SHARED_SECRET ¦ {s} ¦ b44 ¦ Slingshot: field computer offline
PHYTECH_TOKEN ¦ {s} ¦ A32 ¦ Phytech: plot 8841 has no sensors
GROWSPHERE_KEY ¦ {s} ¦ A40 ¦ GrowSphere: valve 12 timeout
VALLEY_REFRESH ¦ {s} ¦ u96 ¦ Valley: pivot VP-2209 stopped
AGREMO_TOKEN ¦ {s} ¦ A40 ¦ Agremo: analysis still queued
KSAS_PASSWORD ¦ {s} ¦ p ¦ KSAS: tractor not linked
FIELDOPS_SUB_KEY ¦ {s} ¦ h32 ¦ FieldOps: equipment list empty
FUSE_CLIENT_SECRET ¦ {s} ¦ u40 ¦ Fuse: telemetry gap 3 h
qupiyaSozi ¦ {s} ¦ p ¦ eGov: пайдаланушы табылмады
yangiParol ¦ {s} ¦ p ¦ foydalanuvchi bloklangan
tasdiqlash_kodi ¦ {s} ¦ pin ¦ kod muddati tugagan
tiklashKodi ¦ {s} ¦ rc ¦ hisob topilmadi
janySyrsozu ¦ {s} ¦ p ¦ колдонуучу табылган жок
ramziMahfi ¦ {s} ¦ p ¦ корбар ёфт нашуд
guzarvojai_nav ¦ {s} ¦ w4 ¦ ҳисоб баста шудааст
acarSozi ¦ {s} ¦ p ¦ ulanyjy tapylmady
tassyklamaKody ¦ {s} ¦ pin ¦ kodyň möhleti geçdi
sifre_yeni ¦ {s} ¦ p ¦ istifadəçi tapılmadı
hesabBerpa ¦ {s} ¦ rc ¦ hesab bloklanıb
paroli_akhali ¦ {s} ¦ p ¦ მომხმარებელი ვერ მოიძებნა
hastatmanKod ¦ {s} ¦ pin ¦ կոդի ժամկետն անցել է
batalgaajuulahKod ¦ {s} ¦ pin ¦ кодын хугацаа дууссан
raslau_kody ¦ {s} ¦ pin ¦ кодның вакыты чыкты
serhuz ¦ {s} ¦ p ¦ ҡулланыусы табылманы
kerlaParol ¦ {s} ¦ p ¦ декъашхо ца карийна
"""

_WORDS = [
    "almaty",
    "bukhara",
    "khujand",
    "merv",
    "naryn",
    "sevan",
    "sheki",
    "svaneti",
    "tbilisi",
    "ulgii",
    "zhetysu",
    "kazan",
    "ufa",
    "grozny",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
