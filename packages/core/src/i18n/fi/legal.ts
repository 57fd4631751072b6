import type { LegalMessages } from '../en';

/** Finnish texts: the terms of use and the privacy policy; typed by the English ones. */
export const legalFi: LegalMessages = {
  terms: {
    title: 'Käyttöehdot',
    updated: 'Päivitetty 1.11.2026',
    intro:
      'Näitä ehtoja sovelletaan, kun käytät Fitmarket-palvelua, olitpa etsimässä ammattilaista, tarjoamassa omia palveluitasi tai töissä ylläpidossamme. Luomalla tilin hyväksyt ehdot.',
    sections: {
      service: {
        heading: '1. Palvelu',
        body: 'Fitmarket on Fitmarket Oy:n (Y-tunnus 3312458-6, Helsinki) ylläpitämä verkossa toimiva markkinapaikka. Se tuo yhteen asiakkaat ja itsenäiset liikunnan, valmennuksen ja hyvinvoinnin ammattilaiset: asiakkaat etsivät ammattilaisia, seuraavat heitä, lähettävät viestejä, varaavat aikoja ja kirjoittavat arvioita.\n\nFitmarket ei ole osapuoli asiakkaiden ja ammattilaisten välisissä sopimuksissa. Kukin ammattilainen vastaa itse tarjoamistaan ja tuottamistaan palveluista.',
      },
      accounts: {
        heading: '2. Käyttäjätilit',
        body: 'Tilin luominen edellyttää, että olet vähintään 16-vuotias. Anna itsestäsi oikeat tiedot ja pidä ne ajan tasalla. Tili on henkilökohtainen: pidä salasanasi omana tietonasi ja kerro meille heti, jos epäilet jonkun muun käyttävän tiliäsi.\n\nVoit poistaa tilisi milloin tahansa tilin asetuksista. Voimme jäädyttää tai estää tilin, jota käytetään näiden ehtojen tai lain vastaisesti. Kerromme sinulle syyn.',
      },
      profiles: {
        heading: '3. Ammattilaisten profiilit ja sisältö',
        body: 'Ammattilainen vastaa profiilinsa, hintojensa, pätevyyksiensä ja todistustensa paikkansapitävyydestä. Julkaisemasi sisältö ei saa olla harhaanjohtavaa, lainvastaista tai loukkaavaa eikä loukata muiden oikeuksia.\n\nOikeudet sisältöösi säilyvät sinulla, mutta annat meille luvan näyttää sitä palvelussa ja palvelun markkinoinnissa niin kauan kuin se on julkaistuna. Voimme poistaa ehtojen vastaista sisältöä.',
      },
      bookings: {
        heading: '4. Varaukset ja maksut',
        body: 'Varaus on asiakkaan ja ammattilaisen välinen sopimus. Ammattilainen vahvistaa tai hylkää varauspyynnön, ja kumpi tahansa osapuoli voi perua varauksen ilmoittamalla syyn. Tapaamisen hinnasta, peruutusehdoista ja maksamisesta sopivat asiakas ja ammattilainen keskenään, ellei palvelussa toisin kerrota.\n\nKuluttajien ostamiin palveluihin sovelletaan kuluttajansuojalakia. Tapaamista koskevat reklamaatiot tehdään ensin ammattilaiselle.',
      },
      reviews: {
        heading: '5. Arviot',
        body: 'Asiakas voi antaa ammattilaiselle tähtiarvion ja kirjoittaa arvion omasta kokemuksestaan. Arvion on oltava rehellinen ja asiallinen, eikä itseään voi arvioida. Emme maksa arvioista emmekä muokkaa niitä, mutta poistamme perättömät, loukkaavat ja ehtojen vastaiset arviot.',
      },
      campaigns: {
        heading: '6. Jäsenyydet ja kampanjat',
        body: 'Ammattilainen voi valita maksuttoman, Basic- tai Premium-jäsenyyden ja ostaa markkinointikampanjoita: kärkisijan hakutuloksissa tai mainoksen profiilisivulleen. Hinnat näytetään ennen ostoa, ja ne sisältävät arvonlisäveron.\n\nMainokset tarkistetaan ennen julkaisua, ja mainos voidaan hylätä, jolloin kerromme hylkäyksen syyn. Jo toteutuneita maksettuja näyttökertoja ei hyvitetä.',
      },
      liability: {
        heading: '7. Vastuunrajoitus',
        body: 'Teemme parhaamme, jotta palvelu olisi käytettävissä ja turvallinen, mutta emme voi luvata, että se toimii aina keskeytyksettä ja virheettä. Fitmarket ei vastaa ammattilaisten tuottamista palveluista, käyttäjien välisistä sopimuksista eikä välillisistä vahingoista.\n\nNämä ehdot eivät rajoita kuluttajan pakottavaan lainsäädäntöön perustuvia oikeuksia.',
      },
      changes: {
        heading: '8. Ehtojen muuttaminen',
        body: 'Voimme muuttaa ehtoja, kun palvelu tai lainsäädäntö muuttuu. Kerromme olennaisista muutoksista rekisteröityneille käyttäjille sähköpostitse tai palvelussa vähintään 14 päivää ennen niiden voimaantuloa.',
      },
      contact: {
        heading: '9. Sovellettava laki ja yhteystiedot',
        body: 'Näihin ehtoihin sovelletaan Suomen lakia. Riidat ratkaistaan Helsingin käräjäoikeudessa; kuluttaja voi viedä riidan myös kotikuntansa käräjäoikeuteen tai kuluttajariitalautakunnan käsiteltäväksi.\n\nYhteystiedot: Fitmarket Oy, Mannerheimintie 12 B, 00100 Helsinki, support@fitmarket.fi.',
      },
    },
  },
  privacy: {
    title: 'Tietosuojaseloste',
    updated: 'Päivitetty 1.11.2026',
    intro:
      'Tässä selosteessa kerrotaan, mitä henkilötietoja Fitmarket käsittelee, miksi niitä käsitellään ja mitä oikeuksia sinulla on. Noudatamme EU:n yleistä tietosuoja-asetusta (GDPR) ja Suomen tietosuojalakia.',
    sections: {
      controller: {
        heading: '1. Rekisterinpitäjä',
        body: 'Fitmarket Oy (Y-tunnus 3312458-6), Mannerheimintie 12 B, 00100 Helsinki. Tietosuojaa koskevat kysymykset: privacy@fitmarket.fi.',
      },
      data: {
        heading: '2. Mitä henkilötietoja käsittelemme',
        body: 'Tilin tiedot: nimi, sähköpostiosoite, salasana (tallennetaan vain turvallisena tiivisteenä), rooli sekä kieli- ja ilmoitusvalinnat.\n\nAmmattilaisten profiilitiedot: kuvat, esittely, palvelut, hinnat, toimipaikat, todistukset ja profiiliin liitetty sosiaalisen median toiminta.\n\nPalvelun käyttö: varaukset, viestit, arviot, seuraamiset, haut, kampanjat ja maksut sekä tekniset tiedot, kuten kirjautumisajat ja käyttämäsi laite ja selain.',
      },
      purposes: {
        heading: '3. Miksi käsittelemme tietoja',
        body: 'Palvelun tarjoamiseksi ja kanssasi tehdyn sopimuksen täyttämiseksi: tilisi, varauksesi, viestisi ja kampanjasi (peruste: sopimus). Palvelun turvallisuuden varmistamiseksi ja väärinkäytösten estämiseksi (oikeutettu etu). Palvelun kehittämiseksi tilastojen, kuten hakulokien, avulla (oikeutettu etu). Uutisten ja tarjousten lähettämiseksi vain, jos olet antanut siihen suostumuksesi (suostumus). Kirjanpitoaineiston säilyttämiseksi (lakisääteinen velvoite).',
      },
      recipients: {
        heading: '4. Kenelle tietoja luovutetaan',
        body: 'Ammattilainen näkee varaustesi ja viestiesi hoitamiseen tarvittavat tiedot. Julkaistut profiilit ja arviot ovat julkisia. Käytämme huolella valittuja alihankkijoita palvelinten, sähköpostin ja maksujen hoitamiseen; ne käsittelevät tietoja vain meidän lukuumme. Jos tietoja siirretään EU:n tai ETA:n ulkopuolelle, käytämme Euroopan komission vakiosopimuslausekkeita.',
      },
      retention: {
        heading: '5. Kuinka kauan tietoja säilytetään',
        body: 'Säilytämme tietojasi niin kauan kuin sinulla on tili. Kun poistat tilisi, poistamme tai anonymisoimme henkilötietosi 30 päivän kuluessa lukuun ottamatta tietoja, jotka meidän on lain mukaan säilytettävä: kirjanpitoaineisto säilytetään kuusi vuotta. Tietoturvalokit säilytetään 12 kuukautta.',
      },
      rights: {
        heading: '6. Oikeutesi',
        body: 'Sinulla on oikeus saada pääsy tietoihisi, oikaista tai poistattaa ne, rajoittaa niiden käsittelyä tai vastustaa sitä sekä saada antamasi tiedot koneluettavassa muodossa. Jos käsittely perustuu suostumukseen, voit perua sen milloin tahansa.\n\nSinulla on myös oikeus tehdä valitus tietosuojavaltuutetun toimistolle (tietosuoja.fi).',
      },
      cookies: {
        heading: '7. Evästeet ja selaimen tallennustila',
        body: 'Käytämme selaimen tallennustilaa pitääksemme sinut kirjautuneena ja muistaaksemme valitsemasi kielen. Emme käytä mainosevästeitä. Palvelun käyttöä koskevat tilastot kerätään tunnistamatta sinua.',
      },
      security: {
        heading: '8. Tietoturva',
        body: 'Yhteydet palveluun on salattu, salasanat tallennetaan vain tiivisteinä, ja pääsy henkilötietoihin on rajattu niille työntekijöille, jotka tarvitsevat niitä työssään.',
      },
      contact: {
        heading: '9. Yhteydenotot',
        body: 'Lähetä oikeuksiasi koskevat pyynnöt osoitteeseen privacy@fitmarket.fi. Vastaamme kuukauden kuluessa. Voimme päivittää tätä selostetta; ylhäällä oleva päivämäärä kertoo uusimman version.',
      },
    },
  },
};
