import type { ActivityCategory } from "~/domains/products/types";
import type { ActivityKind } from "../supplier";

/**
 * The sandbox supplier's own words for its activities, in the two languages it answers in (a real provider
 * answers in the language asked when it can). `{city}` is the city's name in that language.
 */
interface Words {
  name: string;
  summary: string;
  included: string[];
  meet: string;
}

export const KIND_OF: Record<ActivityCategory, ActivityKind> = {
  city_tour: "tours",
  boat_cruise: "tours",
  shopping: "tours",
  food_tour: "food",
  museum: "attractions",
  culture: "attractions",
  nightlife: "nightlife",
  safari: "day_trips",
  nature: "day_trips",
  adventure: "day_trips",
};

export const WORDS: Record<ActivityCategory, { en: Words; fr: Words }> = {
  city_tour: {
    en: {
      name: "{city} highlights walking tour",
      summary: "The old quarters, markets and landmarks of {city} with a local guide, at a walking pace.",
      included: ["Local guide", "Bottled water", "Entry to the sites on the route"],
      meet: "Main entrance of the central market",
    },
    fr: {
      name: "Les incontournables de {city} à pied",
      summary:
        "Les vieux quartiers, les marchés et les monuments de {city} avec un guide local, au rythme de la marche.",
      included: ["Guide local", "Eau en bouteille", "Entrées des sites du parcours"],
      meet: "Entrée principale du marché central",
    },
  },
  food_tour: {
    en: {
      name: "Street food tasting tour of {city}",
      summary: "Eight tastings at family stalls and small kitchens of {city}, with the story behind each dish.",
      included: ["Eight tastings", "Soft drinks", "Local guide"],
      meet: "In front of the old town's clock tower",
    },
    fr: {
      name: "Dégustation de cuisine de rue à {city}",
      summary:
        "Huit dégustations dans les échoppes familiales et les petites cuisines de {city}, avec l’histoire de chaque plat.",
      included: ["Huit dégustations", "Boissons sans alcool", "Guide local"],
      meet: "Devant la tour de l’horloge de la vieille ville",
    },
  },
  museum: {
    en: {
      name: "The main museum of {city}, skip-the-line entry",
      summary: "A guided hour through the collections of the main museum of {city}, then time to explore on your own.",
      included: ["Skip-the-line ticket", "Guided visit", "Audio guide"],
      meet: "Museum ticket hall",
    },
    fr: {
      name: "Le grand musée de {city}, entrée coupe-file",
      summary:
        "Une heure de visite guidée dans les collections du grand musée de {city}, puis du temps libre pour explorer.",
      included: ["Billet coupe-file", "Visite guidée", "Audioguide"],
      meet: "Hall d’accueil du musée",
    },
  },
  boat_cruise: {
    en: {
      name: "{city} coastline boat cruise",
      summary: "Two hours along the shore and the harbour of {city}, with a stop for a swim when the sea allows.",
      included: ["Boat and crew", "Life jackets", "Soft drinks and snacks"],
      meet: "Marina jetty, next to the harbour office",
    },
    fr: {
      name: "Croisière le long de la côte de {city}",
      summary: "Deux heures le long du rivage et du port de {city}, avec une halte baignade quand la mer le permet.",
      included: ["Bateau et équipage", "Gilets de sauvetage", "Boissons et en-cas"],
      meet: "Ponton de la marina, à côté de la capitainerie",
    },
  },
  safari: {
    en: {
      name: "Full-day wildlife safari from {city}",
      summary: "A day in the park by open-roof vehicle with a ranger, and lunch at the lodge.",
      included: ["Hotel pick-up", "Park fees", "Ranger", "Lunch"],
      meet: "Pick-up at your hotel's entrance in {city}",
    },
    fr: {
      name: "Safari d’une journée au départ de {city}",
      summary: "Une journée dans le parc en véhicule à toit ouvrant avec un ranger, et le déjeuner au lodge.",
      included: ["Prise en charge à l’hôtel", "Droits d’entrée du parc", "Ranger", "Déjeuner"],
      meet: "Prise en charge à l’entrée de votre hôtel à {city}",
    },
  },
  nature: {
    en: {
      name: "Nature trail and canopy walk near {city}",
      summary: "Forest paths, birds and a walk above the trees, with a naturalist guide.",
      included: ["Transport from the meeting point", "Park entry", "Naturalist guide"],
      meet: "Car park of the city's main park",
    },
    fr: {
      name: "Sentier nature et passerelle dans la canopée près de {city}",
      summary: "Sentiers en forêt, oiseaux et promenade au-dessus des arbres, avec un guide naturaliste.",
      included: ["Transport depuis le point de rendez-vous", "Entrée du parc", "Guide naturaliste"],
      meet: "Parking du grand parc de la ville",
    },
  },
  nightlife: {
    en: {
      name: "{city} nightlife and live music evening",
      summary: "Three venues of {city}, from a rooftop bar to a live band, with a host who knows the doors.",
      included: ["Entry to three venues", "One drink in each", "Host"],
      meet: "Fountain on the main square",
    },
    fr: {
      name: "Soirée musique live et vie nocturne à {city}",
      summary: "Trois adresses de {city}, d’un bar en terrasse à un concert, avec un hôte qui connaît les lieux.",
      included: ["Entrée dans trois lieux", "Une boisson dans chacun", "Hôte"],
      meet: "Fontaine de la place principale",
    },
  },
  culture: {
    en: {
      name: "Art, craft and heritage of {city}",
      summary: "Workshops of painters and weavers, a gallery and a heritage house of {city}.",
      included: ["Guide", "Workshop visits", "Gallery entry"],
      meet: "Gallery entrance on the arts street",
    },
    fr: {
      name: "Art, artisanat et patrimoine de {city}",
      summary: "Ateliers de peintres et de tisserands, une galerie et une maison du patrimoine de {city}.",
      included: ["Guide", "Visites d’ateliers", "Entrée de la galerie"],
      meet: "Entrée de la galerie, rue des arts",
    },
  },
  adventure: {
    en: {
      name: "Kayak and zip-line adventure near {city}",
      summary: "A paddle on calm water, then a zip line over the valley, with instructors.",
      included: ["Equipment", "Instructors", "Transport from the meeting point"],
      meet: "Outdoor centre car park",
    },
    fr: {
      name: "Aventure kayak et tyrolienne près de {city}",
      summary: "Une sortie en kayak sur eau calme, puis une tyrolienne au-dessus de la vallée, avec des moniteurs.",
      included: ["Équipement", "Moniteurs", "Transport depuis le point de rendez-vous"],
      meet: "Parking du centre de plein air",
    },
  },
  shopping: {
    en: {
      name: "Markets and crafts of {city}",
      summary: "The best markets of {city} for fabrics, crafts and spices, with a guide who helps you bargain.",
      included: ["Local guide", "Bottled water"],
      meet: "Main gate of the crafts market",
    },
    fr: {
      name: "Marchés et artisanat de {city}",
      summary:
        "Les meilleurs marchés de {city} pour les tissus, l’artisanat et les épices, avec un guide qui vous aide à marchander.",
      included: ["Guide local", "Eau en bouteille"],
      meet: "Porte principale du marché artisanal",
    },
  },
};
