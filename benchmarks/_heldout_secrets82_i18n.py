"""Held-out set 82: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the mainland Scandinavian, Dutch/Afrikaans and West Slavic languages, in their everyday IT
registers (helpdesk tickets, chat between colleagues, commit messages, READMEs, SMS).

Languages (words as remembered, not looked up; each phrase written with the language's own
punctuation and word order): Swedish (``lösenord``, ``PIN-kod``, ``återställningskoder``,
``lösenfras``, ``API-nyckel``, ``åtkomsttoken``, ``engångskod``), Danish (``adgangskode``,
``pinkode``, ``gendannelseskoder``, ``adgangssætning``, ``API-nøgle``, ``adgangstoken``),
Norwegian Bokmål (``passord``, ``PIN-kode``, ``gjenopprettingskoder``, ``passordfrase``,
``API-nøkkel``, ``tilgangstoken``), Norwegian Nynorsk (``passordet ditt``, ``mellombels``,
``eingongskode``, ``tilgangsnøkkel``), Dutch (``wachtwoord``, ``pincode``, ``herstelcodes``,
``wachtwoordzin``, ``API-sleutel``, ``toegangstoken``, ``eenmalige code``), Flemish
(``paswoord``, ``uw`` and Belgian word order), Afrikaans (``wagwoord``, ``PIN-kode``,
``herstelkode``, ``wagfrase``, ``API-sleutel``), Polish (``hasło``, ``kod PIN``, ``kody
zapasowe``, ``fraza``, ``klucz API``, ``token dostępu``), Czech (``heslo``, ``PIN``, ``kód pro
obnovení``, ``záložní kódy``, ``přístupová fráze``, ``klíč API``), Slovak (``heslo``, ``PIN
kód``, ``kód na obnovenie``, ``prístupová fráza``, ``kľúč API``), Upper Sorbian (``hesło``,
``kluč``), Lower Sorbian (``gronidło``) and Kashubian (``hasło``, ``twòje``). The Sorbian and
Kashubian words are the least sure. Script: Latin with each language's diacritics
(å ä ö æ ø ĳ ł ą ę ó ś ź ż ě š č ř ž ý ů ľ ĺ ô ŕ ò ô ã).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "älg",
    "björk",
    "fjord",
    "hamster",
    "klomp",
    "lingon",
    "molen",
    "polder",
    "rogalik",
    "skog",
    "smrek",
    "tulp",
    "vlek",
    "wydma",
    "żubr",
    "fynbos",
]

ROWS = r"""
swedish helpdesk ¦ Swedish, a helpdesk reply, lösenord (password) ¦ p ¦ Hej! Jag har återställt ditt konto. Ditt tillfälliga lösenord är {t} – byt det vid första inloggningen.
swedish pin sms ¦ Swedish, SMS, PIN-kod ¦ pin6 ¦ Din nya PIN-kod till kortet är {t}. Dela den aldrig med någon.
swedish recovery ¦ Swedish, återställningskoder (recovery codes) ¦ gh ¦ Spara dina återställningskoder på ett säkert ställe: {t}
swedish passphrase ¦ Swedish, lösenfras (passphrase) in a chat ¦ w4 ¦ lösenfrasen till backup-nyckeln är "{t}", skriv inte ner den i Jira tack
swedish api key ¦ Swedish, API-nyckel in a README ¦ tok ¦ Klistra in API-nyckeln i .env, t.ex. ACME_KEY={t} (och checka inte in filen!)
swedish token ¦ Swedish, åtkomsttoken in a Slack message ¦ b64 ¦ funkar inte, åtkomsttoken ser ut så här: {t} – har den gått ut?
danish adgangskode ¦ Danish, adgangskode (password) ¦ p ¦ Din midlertidige adgangskode er: {t}. Du skal ændre den, når du logger ind.
danish pinkode ¦ Danish, pinkode ¦ pin6 ¦ Din pinkode til serverrummet er {t} – husk at låse døren efter dig.
danish gendannelse ¦ Danish, gendannelseskoder (recovery codes) ¦ ms ¦ Her er dine gendannelseskoder, opbevar dem sikkert: {t}
danish saetning ¦ Danish, adgangssætning (passphrase) ¦ w5 ¦ Adgangssætningen til krypteringsnøglen er »{t}«.
danish api ¦ Danish, API-nøgle in a ticket ¦ tok ¦ Jeg har genereret en ny API-nøgle til jer: {t} (den gamle er spærret)
danish token ¦ Danish, adgangstoken in a commit message ¦ b64 ¦ fix: brug adgangstoken fra miljøet i stedet for {t}
bokmal passord ¦ Norwegian Bokmål, passord ¦ p ¦ Passordet til Wi-Fi-en på kontoret er {t}, det byttes hver måned.
bokmal pin ¦ Norwegian Bokmål, PIN-kode ¦ pin6 ¦ PIN-koden for alarmen er {t}. Ikke del den utenfor teamet.
bokmal koder ¦ Norwegian Bokmål, gjenopprettingskoder ¦ google ¦ Gjenopprettingskodene dine: {t} – hver kode kan bare brukes én gang.
bokmal frase ¦ Norwegian Bokmål, passordfrase ¦ w4 ¦ Passordfrasen for SSH-nøkkelen er: {t}
bokmal api ¦ Norwegian Bokmål, API-nøkkel ¦ tok ¦ Her er API-nøkkelen til testmiljøet: {t}. Den utløper om 30 dager.
bokmal tilgangstoken ¦ Norwegian Bokmål, tilgangstoken in a log comment ¦ b64 ¦ # tilgangstoken (midlertidig, slett etter feilsøking): {t}
nynorsk passord ¦ Norwegian Nynorsk, mellombels passord ¦ p ¦ Det mellombelse passordet ditt er {t}. Du må byte det når du loggar inn.
nynorsk eingongskode ¦ Norwegian Nynorsk, eingongskode ¦ pin6 ¦ Eingongskoden din er {t}. Han gjeld i ti minutt.
nynorsk tilgangsnokkel ¦ Norwegian Nynorsk, tilgangsnøkkel ¦ tok ¦ Eg har laga ein ny tilgangsnøkkel til deg: {t} – ikkje legg han i kjeldekoden.
nynorsk frase ¦ Norwegian Nynorsk, passordfrase ¦ w4 ¦ Kva var passordfrasen att? Var det «{t}»?
dutch wachtwoord ¦ Dutch, wachtwoord ¦ p ¦ Je tijdelijke wachtwoord is {t}. Wijzig het na je eerste keer inloggen.
dutch pincode ¦ Dutch, pincode ¦ pin6 ¦ De pincode van de printer op de 3e verdieping is {t}
dutch herstelcodes ¦ Dutch, herstelcodes ¦ gh ¦ Bewaar deze herstelcodes goed, je hebt ze nodig als je je telefoon kwijtraakt: {t}
dutch wachtwoordzin ¦ Dutch, wachtwoordzin ¦ w5 ¦ De wachtwoordzin van de kluis is: {t}
dutch api sleutel ¦ Dutch, API-sleutel in an internal wiki ¦ tok ¦ Gebruik voorlopig deze API-sleutel: {t} (wordt volgende sprint geroteerd)
dutch toegangstoken ¦ Dutch, toegangstoken in a Teams message ¦ b64 ¦ Kun je even checken waarom dit toegangstoken niet werkt? {t}
dutch eenmalig ¦ Dutch, eenmalige code ¦ pin6 ¦ Je eenmalige code is {t}. Deel deze code met niemand.
flemish paswoord ¦ Flemish, paswoord ¦ p ¦ Uw nieuw paswoord is {t}; gelieve dit bij de eerste aanmelding te wijzigen.
flemish pincode ¦ Flemish, pincode of the gsm ¦ pin6 ¦ De pincode van de gsm van de wachtdienst is {t}, allez, niet doorgeven hé.
flemish sleutel ¦ Flemish, API-sleutel in a mail ¦ tok ¦ Hierbij de API-sleutel voor de koppeling met het boekhoudpakket: {t}. Mvg, Jan
afrikaans wagwoord ¦ Afrikaans, wagwoord ¦ p ¦ Jou tydelike wagwoord is {t}. Verander dit asseblief sodra jy aanmeld.
afrikaans pin ¦ Afrikaans, PIN-kode ¦ pin6 ¦ Jou nuwe PIN-kode is {t}. Moet dit nooit met iemand deel nie.
afrikaans herstelkode ¦ Afrikaans, herstelkodes ¦ ms ¦ Hier is jou herstelkodes, hou dit veilig: {t}
afrikaans wagfrase ¦ Afrikaans, wagfrase (passphrase) ¦ w4 ¦ Die wagfrase vir die rugsteun is "{t}".
afrikaans api ¦ Afrikaans, API-sleutel ¦ tok ¦ Die API-sleutel vir die toetsomgewing is {t}.
polish haslo ¦ Polish, hasło in a helpdesk ticket ¦ p ¦ Dzień dobry, hasło tymczasowe do Pana konta to: {t}. Proszę je zmienić po pierwszym logowaniu.
polish haslo bazy ¦ Polish IT slang, hasło do bazy on a chat ¦ p ¦ hasło do bazy na stagingu: {t} (nie wrzucaj na repo xd)
polish pin ¦ Polish, kod PIN ¦ pin6 ¦ Twój nowy kod PIN do karty to {t}. Nie udostępniaj go nikomu.
polish kody zapasowe ¦ Polish, kody zapasowe (backup codes) ¦ google ¦ Zapisz kody zapasowe w bezpiecznym miejscu: {t}
polish fraza ¦ Polish, fraza odzyskiwania ¦ w5 ¦ Fraza odzyskiwania portfela: {t}
polish klucz ¦ Polish, klucz API ¦ tok ¦ Wygenerowałem nowy klucz API dla integracji: {t}
polish token ¦ Polish, token dostępu in a commit ¦ b64 ¦ poprawka: usunięto token dostępu wpisany na sztywno ({t})
czech heslo ¦ Czech, heslo ¦ p ¦ Vaše dočasné heslo je {t}. Po prvním přihlášení si ho prosím změňte.
czech pin ¦ Czech, PIN ¦ pin6 ¦ PIN k vaší kartě je {t}. Nikomu ho nesdělujte.
czech obnoveni ¦ Czech, kód pro obnovení ¦ ms ¦ Váš kód pro obnovení účtu: {t}
czech zalozni ¦ Czech, záložní kódy ¦ gh ¦ Záložní kódy si uložte na bezpečné místo: {t}
czech fraze ¦ Czech, přístupová fráze ¦ w4 ¦ Přístupová fráze k záloze je „{t}“.
czech klic ¦ Czech, klíč API in a chat ¦ tok ¦ jo, klíč API je {t}, ale je to jen na test
slovak heslo ¦ Slovak, heslo ¦ p ¦ Vaše nové heslo je {t}. Heslo si po prihlásení zmeňte.
slovak pin ¦ Slovak, PIN kód ¦ pin6 ¦ Váš PIN kód je {t}. Nikomu ho neoznamujte.
slovak obnovenie ¦ Slovak, kód na obnovenie ¦ gh ¦ Kód na obnovenie účtu: {t}
slovak fraza ¦ Slovak, prístupová fráza ¦ w4 ¦ Prístupová fráza je „{t}“, nezabudni ju.
slovak kluc ¦ Slovak, kľúč API ¦ tok ¦ Kľúč API pre produkciu: {t}
upper sorbian heslo ¦ Upper Sorbian, hesło (remembered) ¦ p ¦ Twoje nowe hesło je {t}.
upper sorbian kluc ¦ Upper Sorbian, API-kluč (remembered) ¦ tok ¦ Twój API-kluč je {t}.
lower sorbian gronidlo ¦ Lower Sorbian, gronidło (remembered) ¦ p ¦ Twójo nowe gronidło jo {t}.
kashubian haslo ¦ Kashubian, hasło (remembered) ¦ p ¦ Twòje nowé hasło to {t}.
kashubian pin ¦ Kashubian, kòd PIN (remembered) ¦ pin6 ¦ Twój kòd PIN to {t}.
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror"),
    )
